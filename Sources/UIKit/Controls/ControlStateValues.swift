/// What a button keeps for each control state (a title, a colour, an image), with UIKit's
/// fallback: a state that has no value of its own shows the normal state's.
struct ControlStateValues<Value> {
  private var values: [UIControl.State.RawValue: Value] = [:]

  /// The value for `state`, or the normal state's when it has none.
  subscript(state: UIControl.State) -> Value? {
    values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
  }

  /// Sets the value for exactly `state`; `nil` removes it, so the state falls back again.
  mutating func set(_ value: Value?, for state: UIControl.State) {
    values[state.rawValue] = value
  }
}
