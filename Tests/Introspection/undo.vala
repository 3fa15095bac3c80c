// A Vala app that shows one snack with an Undo action through snackbar.vapi and prints what happened,
// like Examples/c-app: "shown ID", "action ID undo", "dismissed ID action undo".
// Built and run by EmbeddingTests on a private display; a real click on Undo ends it.
int main (string[] args) {
    Gtk.init (ref args);
    if (Snackbar.check_version (0, 1, 0) != null) {
        return 2;
    }
    var snack = new Snackbar.Snack ("report.pdf was deleted");
    snack.set_title ("File deleted");
    snack.set_kind (Snackbar.Kind.INFO);
    snack.set_duration (Snackbar.Duration.LONG);
    snack.add_action ("undo", "Undo", (snack_id, action_id) => {
        print ("action %s %s\n", snack_id, action_id);
    });
    snack.set_dismissed_callback ((snack_id, reason, action_id) => {
        // The enum's GType names the reason, e.g. Snackbar.Reason.ACTION → "action".
        var name = ((EnumClass) typeof (Snackbar.Reason).class_ref ()).get_value (reason).value_nick;
        print ("dismissed %s %s%s\n", snack_id, name, action_id != null ? " " + action_id : "");
        Gtk.main_quit ();
    });
    try {
        print ("shown %s\n", Snackbar.add (snack));
    } catch (Error error) {
        printerr ("undo.vala: %s\n", error.message);
        return 1;
    }
    Gtk.main ();
    return 0;
}
