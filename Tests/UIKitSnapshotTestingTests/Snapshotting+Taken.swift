import SnapshotTesting

extension Snapshotting {
  /// What the strategy makes of `value`, without comparing it with anything. The strategies
  /// here run synchronously, so the result is there when `run` returns.
  func taken(of value: Value) -> Format? {
    var result: Format?
    snapshot(value).run { result = $0 }
    return result
  }
}
