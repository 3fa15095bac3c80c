import Testing

/// What a suite needs beyond the test process itself. `make check` runs every test tagged with none of
/// these (no display, no session bus, no compositor, no screen reader, no install, nothing exhaustive); `make test` runs all;
/// `make test-slice TAG=display` runs one slice (`scripts/test-slice.sh` reads the tags from the sources).
extension Tag {
    /// An X display: Xvfb started by the suite or the one `make test` provides.
    @Tag public static var display: Self
    /// A D-Bus session bus of the suite's own.
    @Tag public static var sessionBus: Self
    /// A Wayland compositor (headless sway, mutter, …) started by the suite.
    @Tag public static var compositor: Self
    /// Orca or an AT-SPI client on a private accessibility bus.
    @Tag public static var screenReader: Self
    /// A release-style build installed into a prefix, or a C, Python or JavaScript program built against it.
    @Tag public static var install: Self
    /// Minutes of work that need nothing else (property tests over many random sequences): `make test`
    /// runs them, `make check` leaves them out to stay under a minute.
    @Tag public static var exhaustive: Self
}
