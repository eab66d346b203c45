/// A binary min-heap of symbol ids whose objective coefficient went negative.
///
/// The objective of a layout holds an error term for every non-required constraint, so scanning
/// it for the entering symbol after each change would make building quadratic. Symbols are
/// pushed when their coefficient turns negative and checked again when popped; popping the
/// lowest id gives Bland's rule, which rules out cycling on degenerate layouts.
struct CandidateQueue {
  private var heap: [Int32] = []

  mutating func push(_ symbol: Int32) {
    heap.append(symbol)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[parent] > heap[child] else { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMinimum() -> Int32? {
    guard let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return last }
    let minimum = heap[0]
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      let smaller = right < heap.count && heap[right] < heap[left] ? right : left
      guard heap[smaller] < heap[parent] else { break }
      heap.swapAt(parent, smaller)
      parent = smaller
    }
    return minimum
  }
}
