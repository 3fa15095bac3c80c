// SPDX-License-Identifier: MIT (see LICENSE in the source tree)
// Runs a GJS example (the path in ARGV[0], as the docs show it) the way the tests drive the examples: once its
// Undo button stands still on screen, prints the snacks' order in the widget tree ("order …", by the first word
// of each one's first line), the progress bar's fraction ("bar …") and the button's centre ("undo-at X Y").
imports.gi.versions.Gtk = '4.0';
const {GLib, Graphene, Gtk} = imports.gi;

const firsts = ['Copying notes.txt', 'Moved', 'Saved notes.txt'];

function* widgets(widget) {
    yield widget;
    for (let child = widget.get_first_child(); child; child = child.get_next_sibling())
        yield* widgets(child);
}

function undoCenter(window) {
    for (const widget of widgets(window)) {
        if (!(widget instanceof Gtk.Button) || widget.get_label() !== 'Undo' || !widget.get_mapped() || widget.get_width() <= 0)
            continue;
        const native = widget.get_native();
        const center = new Graphene.Point({x: widget.get_width() / 2, y: widget.get_height() / 2});
        const [ok, point] = widget.compute_point(native, center);
        if (!ok)
            return null;
        const [dx, dy] = native.get_surface_transform();
        return [Math.trunc(point.x + dx), Math.trunc(point.y + dy)];
    }
    return null;
}

let last = null;
let steady = 0;
GLib.timeout_add(GLib.PRIORITY_DEFAULT, 50, () => {
    const toplevels = Gtk.Window.get_toplevels();
    let window = null, found = null;
    for (let index = 0; index < toplevels.get_n_items() && !found; index++) {
        window = toplevels.get_item(index);
        found = undoCenter(window);
    }
    // On screen and standing still for 0.3 s: any slide-in is over, and a tiling compositor (sway) has given
    // the window its size, which it does a frame or more after the window's first one.
    steady = found !== null && last !== null && found[0] === last[0] && found[1] === last[1] ? steady + 1 : 0;
    last = found;
    if (steady < 6)
        return GLib.SOURCE_CONTINUE;
    const all = [...widgets(window)];
    const order = all.filter(w => w instanceof Gtk.Label && firsts.includes(w.get_text())).map(w => w.get_text().split(' ')[0]);
    const bar = all.find(w => w instanceof Gtk.ProgressBar);
    print(`order ${order.join(' ')}\nbar ${bar ? bar.get_fraction().toFixed(2) : '-1.00'}\nundo-at ${found[0]} ${found[1]}`);
    return GLib.SOURCE_REMOVE;
});

const [, source] = GLib.file_get_contents(ARGV[0]);
// The example's own text, run here as gjs would run its file.
eval(new TextDecoder().decode(source));
