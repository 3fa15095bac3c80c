/// A FIFO that can also push to its head, each in amortised O(1).
struct RingQueue<Element> {
    /// Elements pushed to the head; the last one is the head.
    private var front: [Element] = []
    private var back: [Element] = []
    private var backHead = 0

    mutating func pushBack(_ element: Element) { back.append(element) }

    mutating func pushFront(_ element: Element) { front.append(element) }

    mutating func popFront() -> Element? {
        if let element = front.popLast() { return element }
        guard backHead < back.count else { return nil }
        let element = back[backHead]
        backHead += 1
        if backHead >= 64 && backHead * 2 >= back.count {
            back.removeFirst(backHead)
            backHead = 0
        }
        return element
    }
}

extension RingQueue: Sendable where Element: Sendable {}
