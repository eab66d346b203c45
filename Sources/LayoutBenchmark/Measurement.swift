import Cassowary

/// What one solver achieved on one layout: medians over repetitions, in seconds and bytes.
struct Measurement: Decodable {
  var constraints: Int
  /// Adding the edit variables and every constraint, then reading every value (ours: one
  /// `values(of:)` call; kiwi: `updateVariables()`).
  var build: Double
  /// One resize: two suggested values, then reading every value as for `build`.
  var resize: Double
  /// Removing the middle constraint and adding it back.
  var churn: Double
  /// Moving the middle constraint's constant (kiwi: remove and add a rebuilt constraint).
  var constant: Double
  /// Heap growth while building, constraint objects excluded.
  var heap: Int
  var valuesAfterBuild: [Double]
  var valuesAfterResize: [Double]

  var bytesPerConstraint: Double { Double(heap) / Double(constraints) }
}

extension Measurement {
  static let resizes = 60
  static let churnOperations = 20

  /// Runs our solver through the same steps as kiwi_bench.py.
  static func ours(on layout: Layout, repetitions: Int) throws -> Measurement {
    let variables = layout.variables
    let constraints = layout.constraints
    var checksum = 0.0

    func build() throws -> Solver {
      var solver = Solver()
      try solver.addEditVariable(layout.container.width, strength: .strong)
      try solver.addEditVariable(layout.container.height, strength: .strong)
      try solver.suggestValue(layout.container.width, layout.sizes[0].width)
      try solver.suggestValue(layout.container.height, layout.sizes[0].height)
      for constraint in constraints { try solver.addConstraint(constraint) }
      return solver
    }

    let before = HeapUsage.bytesInUse()
    var solver = try build()
    let heap = HeapUsage.bytesInUse() - before
    let valuesAfterBuild = variables.map { solver.value(of: $0) }

    let builds = try rounds(atLeast: repetitions) { _ in
      solver = try build()
      checksum += solver.values(of: variables).reduce(0, +)
    }

    let resizes = try rounds(atLeast: repetitions, operations: Measurement.resizes) { index in
      let size = layout.sizes[index % layout.sizes.count]
      try solver.suggestValue(layout.container.width, size.width)
      try solver.suggestValue(layout.container.height, size.height)
      checksum += solver.values(of: variables).reduce(0, +)
    }
    let valuesAfterResize = variables.map { solver.value(of: $0) }

    let middle = constraints[layout.churnIndex]
    let churns = try rounds(atLeast: repetitions, operations: Measurement.churnOperations) { _ in
      try solver.removeConstraint(middle)
      try solver.addConstraint(middle)
    }

    let constants = [middle.expression.constant, middle.expression.constant - 4]
    let constantChanges = try rounds(
      atLeast: repetitions, operations: Measurement.churnOperations
    ) { index in
      try solver.setConstant(constants[(index + 1) % 2], of: middle)
    }

    if checksum.isNaN { print("unexpected NaN") }
    return Measurement(
      constraints: constraints.count + 2, build: builds, resize: resizes, churn: churns,
      constant: constantChanges, heap: heap,
      valuesAfterBuild: valuesAfterBuild, valuesAfterResize: valuesAfterResize)
  }

  /// The median time per operation over rounds of `operations` calls of `body`, each round
  /// after an untimed `prepare`.
  ///
  /// Rounds repeat until there are at least `minimum` of them and a quarter of a second of
  /// samples, so sub-millisecond cases get enough rounds for a stable median on a busy machine.
  static func rounds(
    atLeast minimum: Int, operations: Int = 1, prepare: () throws -> Void = {},
    _ body: (Int) throws -> Void
  ) throws -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var total = 0.0
    while samples.count < minimum || (total < 0.25 && samples.count < 1000) {
      try prepare()
      let start = clock.now
      for index in 0..<operations { try body(index) }
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      total += seconds
      samples.append(seconds / Double(operations))
    }
    return median(samples)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
