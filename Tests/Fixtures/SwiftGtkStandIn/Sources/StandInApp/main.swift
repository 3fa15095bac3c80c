// A SwiftGtk-style app: its own GTK window, snacks anchored in it through SnackbarLib. Prints `shown <id>`,
// `action <id> undo` and `dismissed <id> action undo`, and quits when the snack goes; lines that begin with
// `check` say what the rest of SnackbarLib's API answered.
import CGLib
import CGtk
import Glibc
import SnackbarLib

func say(_ line: String) {
    _ = (line + "\n").withCString { write(1, $0, strlen($0)) }
}

guard gtk_init_check(nil, nil) != 0 else {
    say("stand-in: cannot open display")
    exit(2)
}
g_set_application_name("SwiftGtk stand-in")  // CGLib, as SwiftGLib's
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
gtk_window_set_default_size(UnsafeMutableRawPointer(window)?.assumingMemoryBound(to: GtkWindow.self), 480, 320)
gtk_widget_show_all(window)

var clicks = 0
let id = "standin"
do {
    try Snackbar.anchor(to: UnsafeMutableRawPointer(window))  // SwiftGtk: `window.ptr`
    // The user's time scale: SNACKBAR_TIME_SCALE when the test sets it, else 1.
    let scale = getenv("SNACKBAR_TIME_SCALE").flatMap { Double(String(cString: $0)) } ?? 1
    say("check display \(Snackbar.displayName != nil && Snackbar.monitorCount >= 1 && Snackbar.timeScale == scale)")
    try Snackbar.observe { event in
        if case .placed(let placed, _, _, let width, let height) = event, width > 0, height > 0 { say("check placed \(placed)") }
    }
    let undo = SnackAction("Undo", id: "undo") {
        clicks += 1
        say("action \(id) undo")
    }
    var snack = Snack("report.pdf was deleted", title: "File deleted", duration: .long, id: id, actions: [undo]) { reason in
        if case .action(let action) = reason { say("dismissed \(id) action \(action)") } else { say("dismissed \(id) \(reason)") }
        gtk_main_quit()
    }
    snack.priority = .high
    snack.showsCloseButton = false
    do {
        var refused = snack
        refused.repeatCount = 0
        try Snackbar.show(refused)
        say("check repeat count 0 shown")
    } catch {
        say("check repeat count 0 refused")
    }
    say("shown \(try Snackbar.show(snack))")
} catch {
    say("stand-in: \(error)")
    exit(1)
}
gtk_main()
exit(clicks == 1 ? 0 : 3)
