/// One value for each corner, without the hashing a dictionary keyed by corner would cost per event.
struct PerCorner<Value> {
    private var top: PerAlignment<Value>
    private var bottom: PerAlignment<Value>

    init(_ initial: Value) {
        top = PerAlignment(initial)
        bottom = PerAlignment(initial)
    }

    subscript(corner: SnackCorner) -> Value {
        get {
            switch corner.edge {
            case .top: top[corner.alignment]
            case .bottom: bottom[corner.alignment]
            }
        }
        _modify {
            switch corner.edge {
            case .top: yield &top[corner.alignment]
            case .bottom: yield &bottom[corner.alignment]
            }
        }
    }
}

/// One value for each alignment along an edge.
private struct PerAlignment<Value> {
    var leading: Value
    var center: Value
    var trailing: Value

    init(_ initial: Value) {
        leading = initial
        center = initial
        trailing = initial
    }

    subscript(alignment: SnackAlignment) -> Value {
        get {
            switch alignment {
            case .leading: leading
            case .center: center
            case .trailing: trailing
            }
        }
        _modify {
            switch alignment {
            case .leading: yield &leading
            case .center: yield &center
            case .trailing: yield &trailing
            }
        }
    }
}

extension PerCorner: Sendable where Value: Sendable {}
extension PerAlignment: Sendable where Value: Sendable {}
