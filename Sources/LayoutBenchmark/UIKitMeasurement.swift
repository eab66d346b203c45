import UIKit

/// What the UIKit API achieved on one layout: medians over repetitions, in seconds.
struct UIKitMeasurement {
  /// Making the views, their anchors' constraints, activating them and `layoutIfNeeded`.
  var build: Double
  /// Making the views and their constraints, without activating them: the part of a build
  /// that is the same whatever solves the constraints.
  var makingViews: Double
  /// Setting the window's frame to the next size and `layoutIfNeeded`.
  var resize: Double
  /// Setting each view's `frame` to the value that resize gives it, with no layout: the floor
  /// issue 39's resize target is set against (one setter per moved view, however fast the
  /// solver). UIKit's Auto Layout calls `center` and `bounds` instead, two setters for a view
  /// it both moves and resizes (`settingCentersAndBounds`).
  var settingFrames: Double
  /// The same frames set through each view's `center` and then `bounds`, with no layout: the
  /// setters UIKit's Auto Layout calls (it never sets `frame`), so the part of a resize that
  /// UIKit's own way of placing views cannot skip.
  var settingCentersAndBounds: Double
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
    let makingViews = try Measurement.rounds(
      atLeast: repetitions, prepare: { subject = UIKitLayout(layout) }
    ) { _ in
      _ = subject.makeViewsAndConstraints()
    }
    subject = UIKitLayout(layout)
    subject.build()
    let resize = try Measurement.rounds(atLeast: repetitions, operations: Measurement.resizes) {
      subject.resize(to: $0)
    }
    let valuesAfterResize = subject.frameValues
    let framesBySize = subject.framesBySize()
    let settingFrames = try Measurement.rounds(
      atLeast: repetitions, operations: Measurement.resizes
    ) { index in
      subject.setFrames(framesBySize[index % framesBySize.count])
    }
    let settingCentersAndBounds = try Measurement.rounds(
      atLeast: repetitions, operations: Measurement.resizes
    ) { index in
      subject.setCentersAndBounds(framesBySize[index % framesBySize.count])
    }
    let measurement = UIKitMeasurement(
      build: build, makingViews: makingViews, resize: resize, settingFrames: settingFrames,
      settingCentersAndBounds: settingCentersAndBounds, valuesAfterBuild: valuesAfterBuild,
      valuesAfterResize: valuesAfterResize)
    UIApplication.shared.resetForTesting()
    return measurement
  }
}
