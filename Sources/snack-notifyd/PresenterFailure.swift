/// Why the presenter could not start.
struct PresenterFailure: Error {
    /// A one-line message for the user.
    var message: String
}
