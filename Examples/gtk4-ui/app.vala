// SPDX-License-Identifier: MIT (see LICENSE in the source tree)
// A Vala GTK 4 app whose window comes from window.ui: three snacks stacked over its content, one's progress
// moved in place, Undo as a window action, F6 to reach the newest snack from the keyboard, and each snack's one
// `dismissed` (closing the window ends the others with `shutdown`).
// Build: valac --pkg gtk4 --pkg snackbar-gtk4 app.vala; run beside window.ui.
int main () {
    Gtk.init ();
    var loop = new MainLoop ();
    var builder = new Gtk.Builder.from_file ("window.ui");
    var window = (Gtk.Window) builder.get_object ("window");
    window.title = "Snackbar UI Vala";
    var undo = new SimpleAction ("undo", VariantType.STRING);
    undo.activate.connect ((action, file) => {
        print ("undo %s\n", file.get_string ());
    });
    var actions = new SimpleActionGroup ();
    actions.add_action (undo);
    window.insert_action_group ("win", actions);
    window.present ();
    var reasons = (EnumClass) typeof (SnackbarGtk4.Reason).class_ref ();
    var dismissed = 0;
    var overlay = (SnackbarGtk4.Overlay) builder.get_object ("overlay");
    foreach (var name in new string[] { "copy", "trash", "saved" }) {
        var toast = (SnackbarGtk4.Toast) builder.get_object (name);
        toast.dismissed.connect ((self, reason) => {
            print ("dismissed %s %s\n", self.id, reasons.get_value (reason).value_nick);
            if (++dismissed == 3) {
                loop.quit ();
            }
        });
        toast.action.connect ((self) => {
            print ("action %s\n", self.id);
            // The window closes once Undo is done: the snacks still up end with `shutdown`.
            Idle.add (() => {
                window.destroy ();
                return Source.REMOVE;
            });
        });
        overlay.add_toast (toast);
    }
    // Half copied: the bar moves, the snack keeps its place.
    ((SnackbarGtk4.Toast) builder.get_object ("copy")).progress = 0.5;
    var shortcuts = new Gtk.ShortcutController ();
    var on_f6 = new Gtk.CallbackAction ((widget, args) => {
        // A SnackbarStatus: Status.OK, which is 0, when a snack took the focus (never test it for truth).
        print (overlay.focus_newest () == SnackbarGtk4.Status.OK ? "focused\n" : "nothing to focus\n");
        return true;
    });
    shortcuts.add_shortcut (new Gtk.Shortcut (Gtk.ShortcutTrigger.parse_string ("F6"), on_f6));
    // Gtk.Widget's add_controller: Gtk.Window has a Gtk.ShortcutManager method of that name too.
    ((Gtk.Widget) window).add_controller (shortcuts);
    loop.run ();
    return 0;
}
