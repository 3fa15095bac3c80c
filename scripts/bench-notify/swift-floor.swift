// gtk-floor.c's program written in Swift: the same undecorated window with one label, its GTK calls made from
// Swift, on the Swift runtime the service loads. Its memory less the C floor's is what the Swift runtime
// itself keeps in a GTK program that runs almost none of it: a floor no Swift GTK program goes under.
var argc: Int32 = 0
guard gtk_init_check(&argc, nil) != 0 else { exit(3) }
let widget = gtk_window_new(GTK_WINDOW_TOPLEVEL)
let window = UnsafeMutableRawPointer(widget)!.assumingMemoryBound(to: GtkWindow.self)
gtk_window_set_decorated(window, 0)
gtk_window_set_type_hint(window, GDK_WINDOW_TYPE_HINT_NOTIFICATION)
gtk_widget_set_size_request(widget, 428, 48)
gtk_container_add(UnsafeMutableRawPointer(widget)!.assumingMemoryBound(to: GtkContainer.self), gtk_label_new("Hello"))
gtk_widget_show_all(widget)
gtk_main()
