// A Vala app that shows one snack with an Undo action through snackbar.vapi and prints what happened,
// like Examples/c-app: "shown ID", "action ID undo", "dismissed ID action undo", then
// "events ID closed mapped placed dismissed action": the window events its event callback saw (each kind
// once, in name order) up to the end of the snack, with its reason.
// Built and run by EmbeddingTests on a private display; a real click on Undo ends it.

// The nick of an enum's value, e.g. Snackbar.Reason.ACTION → "action".
string nick (Type type, int value) {
    return ((EnumClass) type.class_ref ()).get_value (value).value_nick;
}

int main (string[] args) {
    Gtk.init (ref args);
    if (Snackbar.check_version (0, 1, 0) != null) {
        return 2;
    }
    var seen = new GenericSet<string> (str_hash, str_equal);
    var status = Snackbar.set_event_callback ((snack_id, event, reason, x, y, width, height) => {
        var name = nick (typeof (Snackbar.Event), event);
        if (name == "placed" && (width <= 0 || height <= 0)) {
            name = "placed without a frame %d,%d %dx%d".printf (x, y, width, height);
        }
        if (name == "dismissed") {
            var names = new GLib.List<string> ();
            foreach (var each in seen.get_values ()) {
                names.insert_sorted (each, strcmp);
            }
            var text = "";
            foreach (var each in names) {
                text += each + " ";
            }
            print ("events %s %sdismissed %s\n", snack_id, text, nick (typeof (Snackbar.Reason), reason));
        } else {
            seen.add (name);
        }
    });
    if (status != Snackbar.Status.OK) {
        return 3;
    }
    var snack = new Snackbar.Snack ("report.pdf was deleted");
    snack.set_title ("File deleted");
    snack.set_kind (Snackbar.Kind.INFO);
    snack.set_duration (Snackbar.Duration.LONG);
    snack.add_action ("undo", "Undo", (snack_id, action_id) => {
        print ("action %s %s\n", snack_id, action_id);
    });
    snack.set_dismissed_callback ((snack_id, reason, action_id) => {
        var name = nick (typeof (Snackbar.Reason), reason);
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
