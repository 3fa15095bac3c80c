import Testing

@testable import SnackbarCore

/// The pure stack geometry, without a display.
struct StackLayoutTests {
    private let layout = StackLayout(workArea: SnackRect(x: 0, y: 32, width: 1280, height: 768), inset: 16, spacing: 16, maxWidth: 428)

    @Test("top stack starts at the work area's top inset, each next one below with spacing")
    func topStack() {
        let frames = layout.frames(edge: .top, items: [(.center, 60), (.center, 80)])
        #expect(frames.map(\.y) == [48, 48 + 60 + 16])
        #expect(frames.allSatisfy { $0.x == 426 && $0.width == 428 })
    }

    @Test("bottom stack ends at the work area's bottom inset")
    func bottomStack() {
        let frames = layout.frames(edge: .bottom, items: [(.trailing, 50), (.leading, 70)])
        #expect(frames[0].maxY == 800 - 16)
        #expect(frames[1].maxY == frames[0].y - 16)
        #expect(frames[0].maxX == 1280 - 16)
        #expect(frames[1].x == 16)
    }

    @Test("under a right-to-left locale leading is the right side and trailing the left; centre stays")
    func rightToLeft() {
        var mirrored = layout
        mirrored.isRightToLeft = true
        let frames = mirrored.frames(edge: .top, items: [(.leading, 50), (.trailing, 50), (.center, 50)])
        #expect(frames.map(\.x) == [1280 - 16 - 428, 16, 426])
        #expect(SnackAlignment.allCases.map { $0.leftToRight(mirrored: false) } == SnackAlignment.allCases)
    }

    @Test("a narrow work area shrinks the width to fit inside the insets")
    func narrowScreen() {
        let narrow = StackLayout(workArea: SnackRect(x: 100, y: 0, width: 300, height: 600), inset: 16, spacing: 16, maxWidth: 428)
        #expect(narrow.width == 268)
        #expect(narrow.frames(edge: .top, items: [(.center, 40)])[0].x == 116)
    }

    @Test("the entry frame starts beyond the edge")
    func entryFrame() {
        let frame = layout.frames(edge: .top, items: [(.center, 60)])[0]
        #expect(layout.entryFrame(for: frame, edge: .top).maxY == 32)
        let bottom = layout.frames(edge: .bottom, items: [(.center, 60)])[0]
        #expect(layout.entryFrame(for: bottom, edge: .bottom).y == 800)
    }

    @Test("a snack taller than the work area is cut to it, inside the insets")
    func tallSnackFits() {
        let frames = layout.frames(edge: .top, items: [(.center, 4069)])
        #expect(frames[0].y == 48 && frames[0].height == 768 - 32)
        let bottom = layout.frames(edge: .bottom, items: [(.center, 4069)])
        #expect(bottom[0].y == 48 && bottom[0].maxY == 800 - 16)
    }

    @Test("a stack that would reach past the far edge stops at it: every frame stays on screen")
    func overflowingStackStaysOnScreen() {
        for edge in [SnackEdge.top, .bottom] {
            let frames = layout.frames(edge: edge, items: [(.center, 300), (.center, 300), (.center, 300)])
            #expect(frames.allSatisfy { $0.y >= 48 && $0.maxY <= 800 - 16 }, "\(edge): \(frames)")
            #expect(frames[1].y == (edge == .top ? 48 + 316 : 800 - 16 - 300 - 316), "the second still fits in order")
        }
    }

    @Test("another process's stack at the edge pushes this one beyond it, with spacing")
    func clearsTheNeighboursBand() {
        let theirs = [SnackRect(x: 426, y: 48, width: 428, height: 60), SnackRect(x: 426, y: 124, width: 428, height: 60)]
        let top = layout.clearing(theirs, edge: .top).frames(edge: .top, items: [(.center, 60)])
        #expect(top[0].y == 124 + 60 + 16)
        let bottom = layout.clearing([SnackRect(x: 426, y: 724, width: 428, height: 60)], edge: .bottom)
        #expect(bottom.frames(edge: .bottom, items: [(.center, 50)])[0].maxY == 724 - 16)
        #expect(
            layout.clearing([SnackRect(x: 2000, y: 48, width: 428, height: 60)], edge: .top).workArea == layout.workArea,
            "a frame on another monitor is no neighbour")
        let crowded = layout.clearing([SnackRect(x: 426, y: 48, width: 428, height: 700)], edge: .top)
        #expect(crowded.workArea.height >= 768 / 3, "room is kept: overlap rather than vanish")
    }
}
