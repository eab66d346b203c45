/// The reference solver of the property tests, sharing no code or idea with the tableau.
///
/// It minimises `Σ weight × violation` over the points satisfying every required row, by brute
/// force over the vertices of the arrangement of all rows' hyperplanes: each choice of
/// `dimension` hyperplanes is solved by Gaussian elimination, infeasible points are dropped and
/// the objective is evaluated. When all rows together span every direction, the problem (with
/// its error variables) has no lines, so its minimum is attained at such a vertex. When the soft
/// equalities alone span every direction the objective grows along every ray, and if no other
/// vertex comes within tolerance of the best one, the optimum is a single point.
enum VertexEnumeration {
  struct Optimum {
    var objective: Double
    var point: [Double]
    /// Whether every correct solver must return exactly `point`.
    var isUnique: Bool
  }

  static func optimum(of rows: [LinearRow], dimension: Int) -> Optimum? {
    guard rank(of: rows.map(\.coefficients), dimension: dimension) == dimension else {
      return nil
    }
    var vertices: [(point: [Double], objective: Double)] = []
    forEachSubset(of: rows.count, size: dimension) { subset in
      guard let point = intersection(of: subset.map { rows[$0] }, dimension: dimension),
        isFeasible(point, rows)
      else { return }
      vertices.append((point, objective(of: rows, at: point)))
    }
    guard let best = vertices.min(by: { $0.objective < $1.objective }) else { return nil }
    let pulls = rows.filter { $0.weight != nil && $0.relation == .equal }
    let tolerance = 1e-6 * max(1, abs(best.objective))
    let tied = vertices.filter { $0.objective <= best.objective + tolerance }
    let isUnique =
      rank(of: pulls.map(\.coefficients), dimension: dimension) == dimension
      && tied.allSatisfy { vertex in
        zip(vertex.point, best.point).allSatisfy { abs($0 - $1) < 1e-7 }
      }
    return Optimum(objective: best.objective, point: best.point, isUnique: isUnique)
  }

  /// `Σ weight × violation` of the soft rows at `point`.
  static func objective(of rows: [LinearRow], at point: [Double]) -> Double {
    rows.reduce(0) { $0 + ($1.weight ?? 0) * $1.violation(at: point) }
  }

  private static func rank(of vectors: [[Double]], dimension: Int) -> Int {
    var matrix = vectors
    var rank = 0
    for column in 0..<dimension where rank < matrix.count {
      guard
        let pivot = (rank..<matrix.count).max(by: {
          abs(matrix[$0][column]) < abs(matrix[$1][column])
        }), abs(matrix[pivot][column]) > 1e-9
      else { continue }
      matrix.swapAt(rank, pivot)
      for row in (rank + 1)..<matrix.count {
        let factor = matrix[row][column] / matrix[rank][column]
        for entry in column..<dimension { matrix[row][entry] -= factor * matrix[rank][entry] }
      }
      rank += 1
    }
    return rank
  }

  static func isFeasible(_ point: [Double], _ rows: [LinearRow]) -> Bool {
    rows.allSatisfy { $0.weight != nil || $0.violation(at: point) < 1e-9 }
  }

  /// The single point on all `rows`' hyperplanes, or nil when they are dependent.
  private static func intersection(of rows: [LinearRow], dimension: Int) -> [Double]? {
    var matrix = rows.map { $0.coefficients + [-$0.constant] }
    for column in 0..<dimension {
      guard
        let pivot = (column..<dimension).max(by: {
          abs(matrix[$0][column]) < abs(matrix[$1][column])
        }), abs(matrix[pivot][column]) > 1e-9
      else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<dimension where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        for entry in column...dimension { matrix[row][entry] -= factor * matrix[column][entry] }
      }
    }
    return (0..<dimension).map { matrix[$0][dimension] / matrix[$0][$0] }
  }

  private static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
    guard size <= count else { return }
    var indices = Array(0..<size)
    while true {
      body(indices)
      var position = size - 1
      while position >= 0 && indices[position] == count - size + position { position -= 1 }
      guard position >= 0 else { return }
      indices[position] += 1
      for next in (position + 1)..<size { indices[next] = indices[next - 1] + 1 }
    }
  }
}
