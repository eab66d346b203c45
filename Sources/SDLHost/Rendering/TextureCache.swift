import CSDL2

/// SDL textures kept between frames, evicted least-recently-used past a byte budget.
///
/// Text, images, shape masks and composited layers each get one, so one kind of content can
/// never starve another.
@MainActor
final class TextureCache<Key: Hashable> {
  /// A kept texture. A reference, so that a caller may hold on to one it found (a text run's
  /// pieces) and use it again without a lookup, for as long as ``isCached`` says it may.
  final class Entry {
    let texture: OpaquePointer
    /// The part of the texture in use, in pixels: all of it, except for a composited layer's
    /// render target, which comes in a size class larger than the image (RenderTargetPool).
    fileprivate(set) var width: Int32
    fileprivate(set) var height: Int32
    /// What the texture was made from, for entries that can go stale (composited layers).
    fileprivate(set) var version: UInt64
    fileprivate(set) var lastUsedFrame: Int
    /// The whole texture's size in bytes.
    let bytes: Int
    /// Whether the cache still holds the texture; once let go of, it is never to be drawn.
    fileprivate(set) var isCached = true
    /// The smallest part of the texture outside which every pixel is fully transparent, when
    /// known (text, ``DisplayListDrawer/inkedRegion(of:)``): a copy that blends only it leaves
    /// the same pixels as one of the whole texture, for less work.
    var inked: PixelRegion?

    fileprivate init(
      texture: OpaquePointer, width: Int32, height: Int32, version: UInt64, lastUsedFrame: Int,
      bytes: Int
    ) {
      self.texture = texture
      self.width = width
      self.height = height
      self.version = version
      self.lastUsedFrame = lastUsedFrame
      self.bytes = bytes
    }
  }

  private var entries: [Key: Entry] = [:]
  private(set) var bytes = 0
  let byteBudget: Int
  private(set) var frame = 0
  /// What happens to a texture the cache lets go of: destroyed, or given back to a pool.
  private let release: (OpaquePointer) -> Void

  init(byteBudget: Int, release: @escaping (OpaquePointer) -> Void = { SDL_DestroyTexture($0) }) {
    self.byteBudget = byteBudget
    self.release = release
  }

  var count: Int { entries.count }

  /// The entry for `key`, marked used this frame.
  func lookUp(_ key: Key) -> Entry? {
    guard let entry = entries[key] else { return nil }
    entry.lastUsedFrame = frame
    return entry
  }

  /// Marks an entry found before as used this frame, as a lookup would; `false` when the cache
  /// has let go of it since.
  func markUsed(_ entry: Entry) -> Bool {
    guard entry.isCached else { return false }
    entry.lastUsedFrame = frame
    return true
  }

  /// Keeps `texture` for `key`, marked used this frame, and returns its entry; `used` is the
  /// part in use when it is not the whole texture.
  @discardableResult
  func insert(
    _ key: Key, texture: OpaquePointer, version: UInt64 = 0,
    used: (width: Int32, height: Int32)? = nil
  ) -> Entry {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &width, &height)
    remove(key)
    let size = Int(width) * Int(height) * 4
    let entry = Entry(
      texture: texture, width: used?.width ?? width, height: used?.height ?? height,
      version: version, lastUsedFrame: frame, bytes: size)
    entries[key] = entry
    bytes += size
    // Entries used this frame are spared, this one included.
    evictOverBudget()
    return entry
  }

  /// Records that an entry's texture was redrawn in place from newer content, filling `used`
  /// of it when that is given.
  func setVersion(
    _ version: UInt64, for key: Key, used: (width: Int32, height: Int32)? = nil
  ) {
    guard let entry = entries[key] else { return }
    entry.version = version
    if let used {
      entry.width = used.width
      entry.height = used.height
    }
  }

  func remove(_ key: Key) {
    guard let old = entries.removeValue(forKey: key) else { return }
    old.isCached = false
    bytes -= old.bytes
    release(old.texture)
  }

  /// Starts a new frame; entries not used for `maxIdleFrames` frames are dropped.
  func beginFrame(maxIdleFrames: Int) {
    frame += 1
    // A loop, not `filter(_:).map(\.key)`: that copied the dictionary and made its key path
    // at run time, every frame.
    var stale: [Key] = []
    for (key, entry) in entries where frame - entry.lastUsedFrame > maxIdleFrames {
      stale.append(key)
    }
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
