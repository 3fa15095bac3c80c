/// A double-ended queue for the board's waiting snacks: push at either end, pop at the head, each in
/// amortised O(1): head pushes go on the end of one array, the tail is another read from a moving index.
struct Deque<Element> {
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

extension Deque: Sendable where Element: Sendable {}
