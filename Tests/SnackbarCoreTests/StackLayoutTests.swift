import Testing

@testable import SnackbarCore

/// The pure stack geometry, without a display.
struct StackLayoutTests {
    private let layout = StackLayout(workArea: SnackRect(x: 0, y: 32, width: 1280, height: 768), inset: 16, spacing: 16, maxWidth: 428)
    private let topCentre = SnackCorner(edge: .top, alignment: .center)
    private let bottomCentre = SnackCorner(edge: .bottom, alignment: .center)

    @Test("top stack starts at the work area's top inset, each next one below with spacing")
    func topStack() {
        let frames = layout.frames(in: topCentre, heights: [60, 80])
        #expect(frames.map(\.y) == [48, 48 + 60 + 16])
        #expect(frames.allSatisfy { $0.x == 426 && $0.width == 428 })
    }

    /// An opened text's room: from the newer neighbour's far side, spaced, to the far inset; the newest from
    /// its own near side.
    @Test("a snack's room away from the edge starts past its newer neighbour and leaves the older ones theirs")
    func roomAwayFromTheEdge() {
        let top = layout.frames(in: topCentre, heights: [60, 80])
        #expect(layout.room(at: 0, of: top, along: .top) == 800 - 16 - 48 - (80 + 16))
        #expect(layout.room(at: 1, of: top, along: .top) == 800 - 16 - (48 + 60 + 16))
        let bottom = layout.frames(in: bottomCentre, heights: [50, 70])
        #expect(layout.room(at: 0, of: bottom, along: .bottom) == 800 - 16 - (32 + 16) - (70 + 16))
        #expect(layout.room(at: 1, of: bottom, along: .bottom) == (800 - 16 - 50 - 16) - (32 + 16))
    }

    @Test("bottom stack ends at the work area's bottom inset")
    func bottomStack() {
        let frames = layout.frames(in: SnackCorner(edge: .bottom, alignment: .trailing), heights: [50, 70])
        #expect(frames[0].maxY == 800 - 16)
        #expect(frames[1].maxY == frames[0].y - 16)
        #expect(frames.allSatisfy { $0.maxX == 1280 - 16 })
        #expect(layout.frames(in: SnackCorner(edge: .bottom, alignment: .leading), heights: [70])[0].x == 16)
    }

    @Test("under a right-to-left locale leading is the right side and trailing the left; centre stays")
    func rightToLeft() {
        var mirrored = layout
        mirrored.isRightToLeft = true
        #expect(SnackAlignment.allCases.map(mirrored.x(for:)) == [1280 - 16 - 428, 426, 16])
        #expect(SnackAlignment.allCases.map { $0.leftToRight(mirrored: false) } == SnackAlignment.allCases)
    }

    @Test("a narrow work area shrinks the width to fit inside the insets")
    func narrowScreen() {
        let narrow = StackLayout(workArea: SnackRect(x: 100, y: 0, width: 300, height: 600), inset: 16, spacing: 16, maxWidth: 428)
        #expect(narrow.width == 268)
        #expect(narrow.frames(in: topCentre, heights: [40])[0].x == 116)
    }

    @Test("the entry frame starts beyond the edge")
    func entryFrame() {
        let frame = layout.frames(in: topCentre, heights: [60])[0]
        #expect(layout.entryFrame(for: frame, edge: .top).maxY == 32)
        let bottom = layout.frames(in: bottomCentre, heights: [60])[0]
        #expect(layout.entryFrame(for: bottom, edge: .bottom).y == 800)
    }

    @Test("a snack taller than the work area is cut to it, inside the insets")
    func tallSnackFits() {
        let frames = layout.frames(in: topCentre, heights: [4069])
        #expect(frames[0].y == 48 && frames[0].height == 768 - 32)
        let bottom = layout.frames(in: bottomCentre, heights: [4069])
        #expect(bottom[0].y == 48 && bottom[0].maxY == 800 - 16)
    }

    @Test("a stack that would reach past the far edge stops at it: every frame stays on screen")
    func overflowingStackStaysOnScreen() {
        let expectedSecond: [SnackEdge: Int] = [.top: 48 + 316, .bottom: 800 - 16 - 300 - 316]
        for edge in SnackEdge.allCases {
            let frames = layout.frames(in: SnackCorner(edge: edge, alignment: .center), heights: [300, 300, 300])
            #expect(frames.allSatisfy { $0.y >= 48 && $0.maxY <= 800 - 16 }, "\(edge): \(frames)")
            #expect(frames[1].y == expectedSecond[edge], "the second still fits in order")
        }
    }

    @Test("another process's stack at the edge pushes this one beyond it, with spacing")
    func clearsTheNeighboursBand() {
        let theirs = [SnackRect(x: 426, y: 48, width: 428, height: 60), SnackRect(x: 426, y: 124, width: 428, height: 60)]
        let top = layout.clearing(theirs, in: topCentre).frames(in: topCentre, heights: [60])
        #expect(top[0].y == 124 + 60 + 16)
        let bottom = layout.clearing([SnackRect(x: 426, y: 724, width: 428, height: 60)], in: bottomCentre)
        #expect(bottom.frames(in: bottomCentre, heights: [50])[0].maxY == 724 - 16)
        #expect(
            layout.clearing([SnackRect(x: 2000, y: 48, width: 428, height: 60)], in: topCentre).workArea == layout.workArea,
            "a frame on another monitor is no neighbour")
        let crowded = layout.clearing([SnackRect(x: 426, y: 48, width: 428, height: 700)], in: topCentre)
        #expect(crowded.workArea.height >= 768 / 3, "room is kept: overlap rather than vanish")
    }
}

/// One stack per corner: each corner of each edge stacks on its own, from its own inset.
struct CornerStackTests {
    private let layout = StackLayout(workArea: SnackRect(x: 0, y: 32, width: 1280, height: 768), inset: 16, spacing: 16, maxWidth: 428)

    @Test("a lone snack sits at its own corner's inset in every corner, whatever the other corners show", arguments: SnackCorner.allCases)
    func loneSnackAtItsCornersInset(corner: SnackCorner) {
        let wide = StackLayout(workArea: SnackRect(x: 0, y: 0, width: 1920, height: 1080), inset: 16, spacing: 16, maxWidth: 428)
        let others = SnackAlignment.allCases.filter { $0 != corner.alignment }
        let stacks = others.map { (alignment: $0, heights: [69, 69]) } + [(alignment: corner.alignment, heights: [69])]
        let frames = wide.frames(along: corner.edge, stacks: stacks)
        let mine = frames.last![0]
        #expect(corner.edge.distance(of: mine, from: wide.workArea) == 16, "\(corner): \(frames)")
        #expect(mine.x == wide.x(for: corner.alignment))
        #expect(frames.allSatisfy { $0.first.map { corner.edge.distance(of: $0, from: wide.workArea) } == 16 })
    }

    @Test("bottom-leading and bottom-trailing: each newest one at 16 px from the bottom, none lifted")
    func bottomLeadingBesideBottomTrailing() {
        let frames = layout.frames(along: .bottom, stacks: [(alignment: .trailing, heights: [69]), (alignment: .leading, heights: [69])])
        #expect(frames[0] == [SnackRect(x: 1280 - 16 - 428, y: 800 - 16 - 69, width: 428, height: 69)])
        #expect(frames[1] == [SnackRect(x: 16, y: 800 - 16 - 69, width: 428, height: 69)])
    }

    @Test("stacks whose columns overlap (a screen too narrow for three) keep clear of the earlier one")
    func overlappingColumnsStackClear() {
        // 1280 px: the centre column (426–854) overlaps the leading (16–444) and the trailing (836–1264) ones.
        let frames = layout.frames(along: .top, stacks: [(alignment: .leading, heights: [60]), (alignment: .center, heights: [60])])
        #expect(frames[0][0].y == 48)
        #expect(frames[1][0].y == 48 + 60 + 16, "the later centre stack starts beyond the leading one")
        let wide = StackLayout(workArea: SnackRect(x: 0, y: 0, width: 1920, height: 1080), inset: 16, spacing: 16, maxWidth: 428)
        let apart = wide.frames(along: .top, stacks: [(alignment: .leading, heights: [60]), (alignment: .center, heights: [60])])
        #expect(apart.map { $0[0].y } == [16, 16], "on a wide screen every corner is at its inset")
    }

    @Test("another process's snacks in another corner leave this corner at its inset")
    func neighboursInAnotherCornerDoNotPush() {
        let theirs = SnackRect(x: 1280 - 16 - 428, y: 800 - 16 - 100, width: 428, height: 100)
        let leading = layout.frames(along: .bottom, stacks: [(alignment: .leading, heights: [69])], occupied: [theirs])
        #expect(leading[0][0].maxY == 800 - 16)
        let trailing = layout.frames(along: .bottom, stacks: [(alignment: .trailing, heights: [69])], occupied: [theirs])
        #expect(trailing[0][0].maxY == theirs.y - 16)
    }

    @Test("every edge's geometry comes from its own case: insets, entry beyond the edge, way out")
    func edgeGeometry() {
        let area = layout.workArea
        for edge in SnackEdge.allCases {
            let frame = SnackRect(x: 0, y: edge.y(ofHeight: 50, reach: 16, in: area), width: 10, height: 50)
            #expect(edge.distance(of: frame, from: area) == 16)
            let beyond = SnackRect(x: 0, y: edge.yBeyond(ofHeight: 50, in: area), width: 10, height: 50)
            #expect(beyond.maxY <= area.y || beyond.y >= area.maxY, "\(edge): the entry is out of the area")
            #expect((beyond.y - frame.y).signum() == edge.outward, "\(edge): outward points beyond the edge")
        }
    }
}
