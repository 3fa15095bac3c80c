/// One value for each screen edge, without the hashing a dictionary keyed by edge would cost per event.
struct PerEdge<Value> {
    var top: Value
    var bottom: Value

    init(_ initial: Value) {
        top = initial
        bottom = initial
    }

    subscript(edge: SnackEdge) -> Value {
        get { edge == .top ? top : bottom }
        _modify {
            switch edge {
            case .top: yield &top
            case .bottom: yield &bottom
            }
        }
    }
}

extension PerEdge: Sendable where Value: Sendable {}
