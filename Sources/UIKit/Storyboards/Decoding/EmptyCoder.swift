/// A keyed coder with nothing in it, for making a controller of a generic type after an
/// instantiation raised: every question gets the empty answer.
final class EmptyCoder: NSCoder {
  override var allowsKeyedCoding: Bool { true }
  override func containsValue(forKey key: String) -> Bool { false }
  override func decodeObject(forKey key: String) -> Any? { nil }
  override func decodeBool(forKey key: String) -> Bool { false }
  override func decodeInteger(forKey key: String) -> Int { 0 }
  override func decodeDouble(forKey key: String) -> Double { 0 }
  override func decodeFloat(forKey key: String) -> Float { 0 }
}
