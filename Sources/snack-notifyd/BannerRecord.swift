/// A popup at the desktop's notification server: what it shows now, an update waiting for the call out,
/// the server's id for it once `Notify` answered.
struct BannerRecord {
    var current: BannerRequest
    var next: BannerRequest?
    var serverID: UInt32?
    /// A `Notify` call is out.
    var isSending = false
    /// Closed while a call was out: closed once it answered.
    var isClosing = false
}
