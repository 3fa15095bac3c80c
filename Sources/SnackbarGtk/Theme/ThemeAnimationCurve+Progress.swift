import Glibc

extension ThemeAnimationCurve {
    /// How far an animation is (0…1, a spring may overshoot a little) after `t` of its duration (0…1).
    func progress(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeIn: return t * t * t
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring(let dampingRatio):
            // A damped oscillation scaled to settle by t = 1; the last step lands exactly on the target.
            guard t < 1 else { return 1 }
            let ratio = min(max(dampingRatio, 0.1), 1)
            let decay = exp(-ratio * 8 * t)
            return 1 - decay * cos((1 - ratio) * 12 * t)
        }
    }
}
