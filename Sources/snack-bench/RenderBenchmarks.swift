import SnackbarCore
import SnackbarGtk

/// `SnackbarRenderer.renderPNG` with no display: one snack with a title, message, icon and action
/// painted and encoded at scale 1 and 2 (the PNG written to /dev/null, so no disk in the figure).
enum RenderBenchmarks {
    static let renders = 50

    static func run() {
        print("# SnackbarRenderer.renderPNG (median of 7 runs, \(renders) renders each, no display)")
        let snack = Snack("report.pdf was moved to the bin", title: "File deleted", kind: .positive, action: SnackAction("Undo"))
        for scale in [1.0, 2.0] {
            let seconds = BenchClock.median(setUp: {}) { _ in
                for _ in 0..<renders { _ = try? SnackbarRenderer.renderPNG(snack: snack, scale: scale, to: "/dev/null") }
            }
            print("render scale=\(Int(scale))  \(BenchClock.format(seconds / Double(renders) * 1000)) ms/render")
        }
    }
}
