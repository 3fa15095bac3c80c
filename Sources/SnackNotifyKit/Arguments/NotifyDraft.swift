import SnackbarCore

/// The options as they are read, before the texts, hints and defaults are resolved into a request.
struct NotifyDraft {
    var texts: [[UInt8]] = []
    var wantsVersion = false
    var urgency: NotifyUrgency?
    var expireMilliseconds: Int32 = -1
    var appName: String?
    var icon: String?
    var categories: [String] = []
    var isTransient = false
    var hints: [String] = []
    var printsID = false
    var replaceID: Int32 = 0
    var waits = false
    var actionTexts: [String] = []
    var kind: SnackKind?
    var duration: SnackDuration?
    var longActionText: String?
    var showsCloseButton = true
    var edge: SnackEdge?
    var alignment: SnackAlignment = .center
    var monitor: NotifyMonitor = .primary
    var themePath: String?
    var colorScheme: NotifyColorScheme?
    var usesMarkup = false
    var tag: String?
    var printsJSON = false
    var follows = false
    var isVerbose = false

    /// Records one option; values of enumerated options are checked here, in command-line order.
    mutating func apply(_ option: NotifyOption, value: String?, spelling: String) throws(NotifyFailure) {
        let text = value ?? ""
        switch option.key {
        case .help: break
        case .version: wantsVersion = true
        case .urgency:
            guard let level = NotifyUrgency(name: text) else {
                throw NotifyFailure("Unknown urgency \(text) specified. Known urgency levels: low, normal, critical.")
            }
            urgency = level
        case .expireTime: expireMilliseconds = try GOptionInteger.parse(text, for: spelling)
        case .appName: appName = text
        case .icon: icon = text
        case .category: categories += text.split(separator: ",").map(String.init)
        case .transient: isTransient = true
        case .hint: hints.append(text)
        case .printID: printsID = true
        case .replaceID: replaceID = try GOptionInteger.parse(text, for: spelling)
        case .wait: waits = true
        case .action: actionTexts.append(text)
        case .type:
            guard let parsed = SnackKind(name: text) else {
                throw .badValue(text, spelling, accepted: "positive, warning, negative, info or neutral")
            }
            kind = parsed
        case .duration:
            do { duration = try SnackDuration(parsing: text) } catch {
                throw .badValue(text, spelling, accepted: "short, long, infinite or a number of seconds greater than 0")
            }
        case .longAction: longActionText = text
        case .noCloseButton: showsCloseButton = false
        case .position:
            guard let parsed = SnackEdge(rawValue: text.lowercased()) else {
                throw .badValue(text, spelling, accepted: "top or bottom")
            }
            edge = parsed
        case .align:
            guard let parsed = SnackAlignment(rawValue: text.lowercased()) else {
                throw .badValue(text, spelling, accepted: "leading, center or trailing")
            }
            alignment = parsed
        case .monitor:
            guard let parsed = NotifyMonitor(parsing: text) else {
                throw .badValue(text, spelling, accepted: "primary, pointer or a monitor number from 0")
            }
            monitor = parsed
        case .theme: themePath = text
        case .dark, .light:
            let chosen: NotifyColorScheme = option.key == .dark ? .dark : .light
            if let colorScheme, colorScheme != chosen {
                throw NotifyFailure("--dark and --light cannot be used together: choose one palette.")
            }
            colorScheme = chosen
        case .markup: usesMarkup = true
        case .id:
            guard !text.isEmpty else { throw .badValue(text, spelling, accepted: "a non-empty tag") }
            tag = text
        case .json: printsJSON = true
        case .follow: follows = true
        case .verbose: isVerbose = true
        }
    }
}
