import UIKit

/// What the UIKit API achieved on one layout: medians over repetitions, in seconds.
struct UIKitMeasurement {
  /// Making the views, their anchors' constraints, activating them and `layoutIfNeeded`.
  var build: Double
  /// Setting the window's frame to the next size and `layoutIfNeeded`.
  var resize: Double
  /// Frames (minX, minY, width, height per view) after the build and after the resize loop.
  var valuesAfterBuild: [Double]
  var valuesAfterResize: [Double]

  /// Builds and resizes `layout` through UIKit, with the same sizes and rounds as the solver.
  @MainActor
  static func measure(_ layout: Layout, repetitions: Int) throws -> UIKitMeasurement {
    var subject = UIKitLayout(layout)
    subject.build()
    let valuesAfterBuild = subject.frameValues
    let build = try Measurement.rounds(
      atLeast: repetitions, prepare: { subject = UIKitLayout(layout) }
    ) { _ in
      subject.build()
    }
    let resize = try Measurement.rounds(atLeast: repetitions, operations: Measurement.resizes) {
      subject.resize(to: $0)
    }
    let measurement = UIKitMeasurement(
      build: build, resize: resize, valuesAfterBuild: valuesAfterBuild,
      valuesAfterResize: subject.frameValues)
    UIApplication.shared.resetForTesting()
    return measurement
  }
}
