/// The heights of a run of rows and their running totals, kept so that a row's offset, the row
/// at an offset, and a change of one height each cost O(log n): a Fenwick tree.
///
/// A table view with 100,000 rows asks where a row starts, and which row is at the top of the
/// screen, every frame while it scrolls; and each row that appears replaces its estimated height
/// with its real one. A plain array of offsets would make that last step O(n) per row.
///
/// Heights are kept in fixed point, 1/65,536 of a point, so that sums are exact: an estimate
/// replaced by a real height leaves no rounding behind, and a row of 44-point rows starts at
/// exactly 44 × its index however many heights changed before it.
struct HeightIndex: Equatable, Sendable {
  private static let unitsPerPoint: CGFloat = 65_536

  /// The heights, in fixed point.
  private var units: [Int64]
  /// `tree[i]` (1-based) is the sum of `units[(i - lowbit(i)) ..< i]`.
  private var tree: [Int64]

  init(heights: [CGFloat] = []) {
    units = heights.map(Self.units(of:))
    tree = [0] + units
    // Builds in O(n): each node adds itself into its parent once.
    for index in tree.indices.dropFirst() {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
  }

  init(repeating height: CGFloat, count: Int) {
    self.init(heights: Array(repeating: height, count: count))
  }

  private static func units(of height: CGFloat) -> Int64 {
    guard height.isFinite, height > 0 else { return 0 }
    return Int64((min(height, 1e12) * unitsPerPoint).rounded())
  }

  private static func points(_ units: Int64) -> CGFloat { CGFloat(units) / unitsPerPoint }

  var count: Int { units.count }

  /// The heights, in order.
  var heights: [CGFloat] { units.map(Self.points) }

  /// The height of one row.
  func height(at index: Int) -> CGFloat { Self.points(units[index]) }

  /// The sum of every height.
  var total: CGFloat { offset(of: count) }

  /// The sum of the heights before `index`: where row `index` starts.
  func offset(of index: Int) -> CGFloat {
    var sum: Int64 = 0
    var position = min(index, count)
    while position > 0 {
      sum += tree[position]
      position -= position & -position
    }
    return Self.points(sum)
  }

  /// Changes one height.
  mutating func setHeight(_ height: CGFloat, at index: Int) {
    let new = Self.units(of: height)
    let delta = new - units[index]
    guard delta != 0 else { return }
    units[index] = new
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The row whose span contains `offset`: the last row starting at or before it, so an
  /// offset on a boundary belongs to the row below it, and rows of zero height are passed
  /// over. `nil` when there are no rows; an offset past the end gives the last row.
  func index(containing offset: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    // Descends the tree: the largest prefix whose sum is not more than `offset`.
    var remaining = Self.units(of: max(0, offset))
    var position = 0
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position, count - 1)
  }
}
