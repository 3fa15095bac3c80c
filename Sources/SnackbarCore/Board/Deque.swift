/// A double-ended queue for the board's waiting snacks: push at either end, pop at the head, each in
/// amortised O(1): head pushes go on the end of one array, the tail is another read from a moving index.
/// An array keeps its storage when emptied, so an emptied side lets go of storage past `keptCapacity`: a
/// burst of thousands of waiting snacks leaves no room for thousands behind.
struct Deque<Element> {
    /// Elements pushed to the head; the last one is the head.
    private var front: [Element] = []
    private var back: [Element] = []
    private var backHead = 0

    mutating func pushBack(_ element: Element) { back.append(element) }

    mutating func pushFront(_ element: Element) { front.append(element) }

    /// Puts `element` nearest the head behind the elements at the head that satisfy `behind`; behind all
    /// those pushed to the head when each of them does.
    mutating func pushFront(_ element: Element, behind: (Element) -> Bool) {
        var index = front.endIndex
        while index > front.startIndex, behind(front[index - 1]) { index -= 1 }
        front.insert(element, at: index)
    }

    /// What an emptied side keeps of its storage: the room a few corners' worth of waiting snacks take.
    static var keptCapacity: Int { 64 }

    /// The room the two sides hold, in elements.
    var capacity: Int { front.capacity + back.capacity }

    /// The head, left in place.
    var first: Element? { front.last ?? (backHead < back.count ? back[backHead] : nil) }

    /// The element nearest the head that satisfies `predicate`.
    func first(where predicate: (Element) -> Bool) -> Element? {
        front.last(where: predicate) ?? back[backHead...].first(where: predicate)
    }

    /// The element furthest from the head that satisfies `predicate`.
    func last(where predicate: (Element) -> Bool) -> Element? {
        back[backHead...].last(where: predicate) ?? front.first(where: predicate)
    }

    /// Puts `element` in the place of the element nearest the head that satisfies `predicate`, if any.
    mutating func replaceFirst(where predicate: (Element) -> Bool, with element: Element) {
        if let index = front.lastIndex(where: predicate) {
            front[index] = element
        } else if let index = back[backHead...].firstIndex(where: predicate) {
            back[index] = element
        }
    }

    mutating func popFront() -> Element? {
        if let element = front.popLast() {
            if front.isEmpty, front.capacity > Self.keptCapacity { front = [] }
            return element
        }
        guard backHead < back.count else { return nil }
        let element = back[backHead]
        backHead += 1
        if backHead == back.count, back.capacity > Self.keptCapacity {
            back = []
            backHead = 0
        } else if backHead >= 64 && backHead * 2 >= back.count {
            back.removeFirst(backHead)
            backHead = 0
        }
        return element
    }
}

extension Deque: Sendable where Element: Sendable {}
