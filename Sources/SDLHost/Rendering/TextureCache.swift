import CSDL2

/// SDL textures kept between frames, evicted least-recently-used past a byte budget.
///
/// Text, images, shape masks and composited layers each get one, so one kind of content can
/// never starve another.
@MainActor
final class TextureCache<Key: Hashable> {
  struct Entry {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
    /// What the texture was made from, for entries that can go stale (composited layers).
    var version: UInt64
    var lastUsedFrame: Int
  }

  private var entries: [Key: Entry] = [:]
  private(set) var bytes = 0
  let byteBudget: Int
  private(set) var frame = 0

  init(byteBudget: Int) {
    self.byteBudget = byteBudget
  }

  var count: Int { entries.count }

  /// The entry for `key`, marked used this frame.
  func lookUp(_ key: Key) -> Entry? {
    guard var entry = entries[key] else { return nil }
    entry.lastUsedFrame = frame
    entries[key] = entry
    return entry
  }

  func insert(_ key: Key, texture: OpaquePointer, version: UInt64 = 0) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &width, &height)
    remove(key)
    entries[key] = Entry(
      texture: texture, width: width, height: height, version: version, lastUsedFrame: frame)
    bytes += Int(width) * Int(height) * 4
    evictOverBudget()
  }

  /// Records that an entry's texture was redrawn in place from newer content.
  func setVersion(_ version: UInt64, for key: Key) {
    entries[key]?.version = version
  }

  func remove(_ key: Key) {
    guard let old = entries.removeValue(forKey: key) else { return }
    bytes -= Int(old.width) * Int(old.height) * 4
    SDL_DestroyTexture(old.texture)
  }

  /// Starts a new frame; entries not used for `maxIdleFrames` frames are dropped.
  func beginFrame(maxIdleFrames: Int) {
    frame += 1
    let stale = entries.filter { frame - $0.value.lastUsedFrame > maxIdleFrames }.map(\.key)
    for key in stale { remove(key) }
  }

  func removeAll() {
    for key in Array(entries.keys) { remove(key) }
  }

  /// Drops least-recently-used entries until under budget, sparing those used this frame.
  private func evictOverBudget() {
    guard bytes > byteBudget else { return }
    let order = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
    for (key, entry) in order where bytes > byteBudget && entry.lastUsedFrame < frame {
      remove(key)
    }
  }
}
