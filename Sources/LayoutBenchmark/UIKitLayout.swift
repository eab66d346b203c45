import UIKit

/// Builds a shape's layout through the UIKit API, as an app would: views, anchors, activation,
/// `layoutIfNeeded`; then resizes its window.
///
/// The window is the container. Its subviews' anchors turn into the constraints `Layout` writes
/// for the same shape (see `Layout`), so kiwi solves the same system; the window itself
/// is pinned to its frame, where kiwi edits the container's size.
@MainActor
struct UIKitLayout {
  let shape: Shape
  let count: Int
  let sizes: [CGSize]
  let window: UIWindow
  private(set) var views: [UIView] = []

  /// A visible window of the layout's first size, still empty, laid out once: the window's
  /// own first layout (its status bar) is not part of what the benchmark times.
  init(_ layout: Layout) {
    shape = layout.shape
    count = layout.count
    sizes = layout.sizes.map { CGSize(width: $0.width, height: $0.height) }
    UIApplication.shared.resetForTesting()
    window = UIWindow(frame: CGRect(origin: .zero, size: sizes[0]))
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  /// Makes the views and their constraints, activates them and lays the window out.
  mutating func build() {
    NSLayoutConstraint.activate(makeViewsAndConstraints())
    window.layoutIfNeeded()
  }

  /// Makes the views, adds them to the window and makes their constraints, inactive: the part
  /// of a build that is the same whatever solves the constraints.
  mutating func makeViewsAndConstraints() -> [NSLayoutConstraint] {
    views = (0..<count).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    return constraints()
  }

  /// Moves the window to size `index` (modulo the sizes) and lays it out.
  func resize(to index: Int) {
    window.frame = CGRect(origin: .zero, size: sizes[index % sizes.count])
    window.layoutIfNeeded()
  }

  /// What `--loop` repeats.
  enum Operation: String {
    /// A window made and laid out, then the views made, constrained and laid out.
    case build
    /// The window resized once the views are built.
    case resize
    /// The resize's floor: each view's frame set to what a resize gives it, with no layout
    /// (`UIKitMeasurement.settingFrames`), once the views are built.
    case frames
    /// The same frames set as UIKit's Auto Layout sets them, through `center` and `bounds`
    /// (`UIKitMeasurement.settingCentersAndBounds`), once the views are built.
    case centersAndBounds
  }

  /// Runs `operation` on `layout` `times` times (see `LayoutBenchmark`'s `--loop`). Returns
  /// the layouts built, for the caller to keep until the process exits: the timed build does
  /// not tear down the one before it, so the count must not either.
  static func loop(_ operation: Operation, on layout: Layout, times: Int) -> [UIKitLayout] {
    var subject = UIKitLayout(layout)
    switch operation {
    case .build:
      var built: [UIKitLayout] = []
      for _ in 0..<times {
        subject = UIKitLayout(layout)
        subject.build()
        built.append(subject)
      }
      return built
    case .resize:
      subject.build()
      for index in 0..<times { subject.resize(to: index) }
      return [subject]
    case .frames, .centersAndBounds:
      subject.build()
      let framesBySize = subject.framesBySize()
      for index in 0..<times {
        let frames = framesBySize[index % framesBySize.count]
        if operation == .frames {
          subject.setFrames(frames)
        } else {
          subject.setCentersAndBounds(frames)
        }
      }
      return [subject]
    }
  }

  /// The views' frames after a resize to each size in turn: what `setFrames(_:)` sets.
  func framesBySize() -> [[CGRect]] {
    sizes.indices.map { index in
      resize(to: index)
      return views.map(\.frame)
    }
  }

  /// Sets each view's frame, with no layout: the part of a resize UIKit cannot skip.
  func setFrames(_ frames: [CGRect]) {
    for (view, frame) in zip(views, frames) { view.frame = frame }
  }

  /// Sets each view's centre and then its bounds to place it at its frame, with no layout: what
  /// UIKit's Auto Layout calls for a view it moves and resizes (`frame`'s setter it never calls).
  func setCentersAndBounds(_ frames: [CGRect]) {
    for (view, frame) in zip(views, frames) {
      view.center = CGPoint(x: frame.midX, y: frame.midY)
      view.bounds = CGRect(origin: .zero, size: frame.size)
    }
  }

  /// Each view's frame as `Layout` lists its variables: minX, minY, width, height.
  var frameValues: [Double] {
    views.flatMap { view in
      [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { Double($0) }
    }
  }

  private func constraints() -> [NSLayoutConstraint] {
    let first = views[0]
    var constraints: [NSLayoutConstraint] = []
    for (index, view) in views.enumerated() {
      switch shape {
      case .row:
        if index == 0 {
          constraints.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor))
        } else {
          constraints.append(
            view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
          constraints.append(view.widthAnchor.constraint(equalTo: first.widthAnchor))
        }
        constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
      case .stack:
        constraints.append(
          view.leadingAnchor.constraint(
            equalTo: window.leadingAnchor, constant: CGFloat(index % 20) * 4))
        constraints.append(
          view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index) * 2))
        constraints.append(view.widthAnchor.constraint(equalToConstant: 100 + CGFloat(index % 7)))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
      case .centerLine:
        constraints.append(
          view.centerXAnchor.constraint(
            equalTo: index == 0 ? window.centerXAnchor : first.centerXAnchor))
        constraints.append(
          view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index) * 2))
        constraints.append(view.widthAnchor.constraint(equalToConstant: 100 + CGFloat(index % 7)))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
      case .edge:
        constraints.append(
          index == 0
            ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
            : view.leadingAnchor.constraint(equalTo: first.leadingAnchor))
        constraints.append(
          view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20))
        constraints.append(
          view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index) * 2))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
      case .proportional:
        if index == 0 {
          constraints.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor))
        } else {
          constraints.append(
            view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
          constraints.append(
            view.widthAnchor.constraint(
              equalTo: first.widthAnchor, multiplier: CGFloat(Shape.multiplier(index))))
        }
        constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
        constraints.append(
          view.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.5))
      case .nesting, .grid:
        preconditionFailure("\(shape) is measured by the solver alone")
      }
    }
    if shape == .row || shape == .proportional {
      constraints.append(views[count - 1].trailingAnchor.constraint(equalTo: window.trailingAnchor))
    }
    return constraints
  }
}
