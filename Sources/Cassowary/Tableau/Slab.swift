/// A growable array of plain values addressed through a raw pointer: no bounds checks and no
/// uniqueness check on each write.
///
/// Node, row and symbol updates are the tableau's innermost loops; as `Array` elements each write
/// paid a copy-on-write check. A slab checks uniqueness once per solver operation instead:
/// copies share the buffer until `makeUnique()`, which every mutating `Solver` entry point calls
/// before touching the tableau. Growth is by a quarter (at least 256 elements, so small solvers
/// do not reallocate on every few additions): at most a fifth of a large slab is slack, and the
/// copy on growth is one `memcpy`.
@usableFromInline
struct Slab<Element: BitwiseCopyable>: RandomAccessCollection {
  /// Frees the buffer when the last slab sharing it goes away.
  private final class Owner {
    var base: UnsafeMutablePointer<Element>

    init(base: UnsafeMutablePointer<Element>) {
      self.base = base
    }

    deinit { base.deallocate() }
  }

  private var owner: Owner
  @usableFromInline private(set) var base: UnsafeMutablePointer<Element>
  @usableFromInline private(set) var count = 0
  private(set) var capacity = 0

  init() {
    base = UnsafeMutablePointer<Element>.allocate(capacity: 0)
    owner = Owner(base: base)
  }

  @usableFromInline var startIndex: Int { 0 }

  @usableFromInline var endIndex: Int { count }

  @inlinable
  subscript(index: Int) -> Element {
    unsafeAddress { UnsafePointer(base + index) }
    nonmutating unsafeMutableAddress { base + index }
  }

  mutating func append(_ element: Element) {
    if count == capacity { reallocate(capacity: count + Swift.max(count / 4, 256)) }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Gives this slab its own buffer if it shares one with a copy.
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&owner) { reallocate(capacity: capacity) }
  }

  private mutating func reallocate(capacity newCapacity: Int) {
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    if isKnownUniquelyReferenced(&owner) {
      owner.base.deallocate()
      owner.base = newBase
    } else {
      owner = Owner(base: newBase)
    }
    base = newBase
    capacity = newCapacity
  }
}
