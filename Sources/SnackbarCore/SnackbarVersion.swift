/// Snackbar's version, written here and nowhere else: `snack-notify --version`, the notification server's
/// GetServerInformation, the C library's snackbar_get_*_version(), and through the Makefile (which reads these
/// three lines) the library's file name, snackbar.pc, the GIR, the man pages, the tarball and the Debian packages.
public enum SnackbarVersion {
    public static let major = 0
    public static let minor = 2
    public static let micro = 0

    /// "major.minor.micro".
    public static var text: String { "\(major).\(minor).\(micro)" }
}
