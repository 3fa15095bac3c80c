// A GJS app that shows one snack with an Undo action through libsnackbar's typelib and prints what
// happened, like Examples/c-app: "shown ID", "action ID undo", "dismissed ID action undo".
// Run by EmbeddingTests on a private display; a real click on Undo ends it.
imports.gi.versions.Gtk = '3.0';
imports.gi.versions.Snackbar = '0.2';
const {Gtk, Snackbar} = imports.gi;

Gtk.init(null);
if (Snackbar.check_version(0, 1, 0) !== null)
    throw new Error('undo.js: libsnackbar too old');

// The reasons' names from the enum's members, e.g. Snackbar.Reason.ACTION → "action".
const reasonNames = Object.fromEntries(Object.entries(Snackbar.Reason).map(([name, value]) => [value, name.toLowerCase()]));
const snack = Snackbar.Snack.new('report.pdf was deleted');
snack.set_title('File deleted');
snack.set_kind(Snackbar.Kind.INFO);
snack.set_duration(Snackbar.Duration.LONG);
snack.add_action('undo', 'Undo', (snackId, actionId) => print(`action ${snackId} ${actionId}`));
snack.set_dismissed_callback((snackId, reason, actionId) => {
    print(`dismissed ${snackId} ${reasonNames[reason]}${actionId ? ` ${actionId}` : ''}`);
    Gtk.main_quit();
});
print(`shown ${Snackbar.add(snack)}`);
Gtk.main();
