/// How a board shares the screen between snacks.
public enum StackPolicy: String, Sendable, Hashable, CaseIterable {
    /// Several snacks at once per corner, up to `maxVisible`; the rest wait in a queue.
    case stack
    /// One snack at a time per corner; the rest wait (Android and libadwaita style).
    case queue
    /// One snack at a time per corner; a new one replaces the current one at once.
    case replaceCurrent
}

/// The settings of a board; changing them applies to snacks added afterwards.
public struct BoardConfiguration: Sendable, Hashable {
    /// How snacks share a corner.
    public var policy: StackPolicy
    /// How many snacks show at once per corner under `.stack` (at least 1).
    public var maxVisible: Int
    /// How many snacks wait per corner at most (at least 1): past it the oldest waiting snack of normal
    /// priority (else the oldest) ends with `.timeout` without showing, so a flood keeps its newest
    /// snacks, and a board its bound. Snacks a high-priority one pushed back from the screen wait beside
    /// them, one per place on the screen at most.
    public var maxQueued: Int
    /// The edge for snacks that name none.
    public var defaultEdge: SnackEdge
    /// Multiplies every finite duration: the user's `UserPreferences.timeScale` (1 by default).
    public var timeScale: Double
    /// When set, a snack's time starts once the renderer reports it on screen (`.surfaceShown`), so a slow
    /// start or a busy machine does not eat its duration; at the latest this many seconds after it was
    /// presented, for a display that never shows it (a compositor sends no frame to a covered surface).
    /// Nil (the default): its time starts when it is presented.
    public var surfaceGrace: Double?
    /// Whether snacks inside a window hold their time while the window is out of sight (`SnackEvent.unseen`):
    /// minimized, unmapped or not the active window. On by default.
    public var holdsWhileUnseen: Bool

    /// Creates a configuration: stack of 3 at the top, up to 100 waiting per corner, durations as given, and
    /// holds while the window is unseen, by default.
    public init(
        policy: StackPolicy = .stack, maxVisible: Int = 3, maxQueued: Int = 100, defaultEdge: SnackEdge = .top,
        timeScale: Double = 1, surfaceGrace: Double? = nil, holdsWhileUnseen: Bool = true
    ) {
        self.policy = policy
        self.maxVisible = max(1, maxVisible)
        self.maxQueued = max(1, maxQueued)
        self.defaultEdge = defaultEdge
        self.timeScale = timeScale
        self.surfaceGrace = surfaceGrace.map { max(0, $0) }
        self.holdsWhileUnseen = holdsWhileUnseen
    }

    /// How many snacks a corner shows at once under this policy.
    var capacity: Int { policy == .stack ? max(1, maxVisible) : 1 }
}
