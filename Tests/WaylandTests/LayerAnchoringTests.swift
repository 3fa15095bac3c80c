import SnackbarGtk
import Testing

/// `LayerShellPlacement.Anchoring`: which sides a layer surface is anchored to and at what margins, as
/// plain values (no compositor).
struct LayerAnchoringTests {
    private let area = SnackRect(x: 0, y: 30, width: 1280, height: 770)
    private typealias Anchoring = LayerShellPlacement.Anchoring

    @Test func topCentreAnchorsTheTopEdgeOnlySoTheCompositorCentres() {
        let frame = SnackRect(x: 440, y: 46, width: 400, height: 60)
        #expect(Anchoring(frame: frame, in: area, edge: .top, alignment: .center).margins == [.top: 16])
    }

    @Test func bottomLeadingAnchorsBottomAndLeftAtTheFramesDistances() {
        let frame = SnackRect(x: 16, y: 800 - 16 - 60 - 76, width: 400, height: 60)
        #expect(Anchoring(frame: frame, in: area, edge: .bottom, alignment: .leading).margins == [.bottom: 92, .left: 16])
    }

    @Test func loneBottomCornersAnchorAtTheirOwnInsets() {
        let leading = SnackRect(x: 16, y: 800 - 16 - 60, width: 428, height: 60)
        let trailing = SnackRect(x: 1280 - 16 - 428, y: 800 - 16 - 60, width: 428, height: 60)
        #expect(Anchoring(frame: leading, in: area, edge: .bottom, alignment: .leading).margins == [.bottom: 16, .left: 16])
        #expect(Anchoring(frame: trailing, in: area, edge: .bottom, alignment: .trailing).margins == [.bottom: 16, .right: 16])
    }

    @Test func trailingMeasuresFromTheAreasRightSide() {
        let area = SnackRect(x: 1280, y: 0, width: 1920, height: 1080)  // a second monitor to the right
        let frame = SnackRect(x: 1280 + 1920 - 24 - 428, y: 16, width: 428, height: 80)
        #expect(Anchoring(frame: frame, in: area, edge: .top, alignment: .trailing).margins == [.top: 16, .right: 24])
    }
}
