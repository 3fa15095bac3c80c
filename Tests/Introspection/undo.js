// A GJS app that shows one snack with an Undo action through libsnackbar's typelib and prints what
// happened, like Examples/c-app: "shown ID", "action ID undo", "dismissed ID action undo", then
// "events ID closed mapped placed dismissed action": the window events its event callback saw (each kind
// once, in name order) up to the end of the snack, with its reason.
// Run by EmbeddingTests on a private display; a real click on Undo ends it.
imports.gi.versions.Gtk = '3.0';
imports.gi.versions.Snackbar = '0.2';
const {Gtk, Snackbar} = imports.gi;

Gtk.init(null);
if (Snackbar.check_version(0, 1, 0) !== null)
    throw new Error('undo.js: libsnackbar too old');

// The names of the reasons and events from the enums' members, e.g. Snackbar.Reason.ACTION → "action".
const names = type => Object.fromEntries(Object.entries(type).map(([name, value]) => [value, name.toLowerCase()]));
const reasonNames = names(Snackbar.Reason);
const eventNames = names(Snackbar.Event);
const seen = [];
const status = Snackbar.set_event_callback((snackId, event, reason, x, y, width, height) => {
    let name = eventNames[event];
    if (name === 'placed' && (width <= 0 || height <= 0))
        name = `placed without a frame ${x},${y} ${width}x${height}`;
    if (name === 'dismissed')
        print(`events ${snackId} ${[...seen].sort().join(' ')} dismissed ${reasonNames[reason]}`);
    else if (!seen.includes(name))
        seen.push(name);
});
if (status !== Snackbar.Status.OK)
    throw new Error('undo.js: set_event_callback failed');
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
