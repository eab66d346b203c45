import Testing
import UIKitTestSupport

@testable import UIKit

/// What a resize does to views laid out by constraints: only the frames the solution moved are
/// set, in subview order, through `center` and then `bounds` as UIKit's Auto Layout sets them
/// (never through `frame`); a frame the app set by hand is put back where the constraints say;
/// a view that stops being laid out by constraints keeps what the app gives it.
@Suite("Auto Layout: frames a resize applies", .uiTest)
@MainActor
struct AutoLayoutResizeTests {
  let clock = ManualClock()
  let root = UIViewController()
  let window: UIWindow
  private let log = FrameLog()

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    clock.settle()
  }

  private func logged(_ name: String) -> LoggingFrameView {
    let view = LoggingFrameView(name: name, log: log)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(view)
    return view
  }

  /// A 50 × 20 view 10 points from the root view's leading edge and 100 below its top, wherever
  /// the window's size goes.
  private func heldAtLeadingEdge(_ view: UIView) -> [NSLayoutConstraint] {
    [
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 20),
    ]
  }

  /// Three views: one held at the leading edge, one at the trailing edge, one as wide as the
  /// root view less margins.
  private func threeViews() -> (leading: UIView, trailing: UIView, wide: UIView) {
    let leading = logged("leading")
    let trailing = logged("trailing")
    let wide = logged("wide")
    NSLayoutConstraint.activate(
      heldAtLeadingEdge(leading) + [
        trailing.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -10),
        trailing.topAnchor.constraint(equalTo: leading.topAnchor),
        trailing.widthAnchor.constraint(equalToConstant: 60),
        trailing.heightAnchor.constraint(equalToConstant: 20),
        wide.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
        wide.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
        wide.topAnchor.constraint(equalTo: leading.bottomAnchor, constant: 8),
        wide.heightAnchor.constraint(equalToConstant: 30),
      ])
    clock.settle()
    return (leading, trailing, wide)
  }

  @Test("a resize sets center, then bounds, of only the views it moved; lays out the resized")
  func resizeSetsMovedFramesOnly() {
    _ = threeViews()
    log.entries.removeAll()

    window.resize(to: CGSize(width: 500, height: 844))
    clock.settle()

    #expect(
      log.entries == [
        "trailing center (460.0, 110.0)",
        "wide center (250.0, 143.0)",
        "wide bounds (0.0, 0.0, 460.0, 30.0)",
        "wide layoutSubviews",
      ])
  }

  /// A plain `UIView` with nothing to lay out skips its (empty) layout; one that holds a
  /// constrained subview must still place it when a resize sizes it.
  @Test("a plain view a resize sizes still places the constrained subview it holds")
  func plainContainerPlacesItsSubview() {
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(container)
    let badge = LoggingFrameView(name: "badge", log: log)
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      container.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
      container.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      container.heightAnchor.constraint(equalToConstant: 40),
      badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -4),
      badge.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 24),
      badge.heightAnchor.constraint(equalToConstant: 16),
    ])
    clock.settle()
    log.entries.removeAll()

    window.resize(to: CGSize(width: 500, height: 844))
    clock.settle()

    #expect(container.frame == CGRect(x: 20, y: 100, width: 460, height: 40))
    #expect(log.entries == ["badge center (444.0, 20.0)"])
  }

  /// A plain leaf is not told of its safe area (no one would hear it), but its insets are
  /// worked out whenever they are asked; a subclass still hears of each change.
  @Test("views moved under the status bar: a subclass hears its new insets, a plain view has them")
  func safeAreaOfMovedLeaves() {
    let plain = UIView()
    let heard = InsetsLoggingView()
    var tops: [NSLayoutConstraint] = []
    for view in [plain, heard] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(view)
      let top = view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200)
      tops.append(top)
      NSLayoutConstraint.activate([
        top, view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 80),
      ])
    }
    clock.settle()
    let statusBar = root.view.safeAreaInsets.top
    heard.reported.removeAll()

    for top in tops { top.constant = 0 }
    clock.settle()

    let expected = UIEdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0)
    #expect(statusBar > 0)
    #expect(heard.reported == [expected])
    #expect(plain.safeAreaInsets == expected)
    #expect(heard.safeAreaInsets == expected)
  }

  /// Auto Layout tells a view that moved and resized of both once, with its bounds; a view
  /// whose `bounds` override keeps its size must still hear that it moved.
  @Test("a view that refuses its new size still hears its move under the status bar")
  func movedViewRefusingItsSize() {
    let stubborn = FixedSizeInsetsView()
    stubborn.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(stubborn)
    let top = stubborn.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200)
    let height = stubborn.heightAnchor.constraint(equalToConstant: 80)
    NSLayoutConstraint.activate([
      top, height, stubborn.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      stubborn.widthAnchor.constraint(equalToConstant: 50),
    ])
    clock.settle()
    stubborn.keepsSize = true
    stubborn.reported.removeAll()

    top.constant = 0
    height.constant = 90
    clock.settle()

    let statusBar = root.view.safeAreaInsets.top
    #expect(statusBar > 0)
    // Centred where the solved 90-point frame is centred, 5 points down.
    #expect(stubborn.frame == CGRect(x: 0, y: 5, width: 50, height: 80))
    #expect(stubborn.reported == [UIEdgeInsets(top: statusBar - 5, left: 0, bottom: 0, right: 0)])
  }

  /// A plain leaf whose safe-area guide another view's constraints use is followed: moving it
  /// under the status bar moves what is tied to its guide.
  @Test("a view tied to a plain view's safe area guide follows it under the status bar")
  func siblingTiedToPlainViewsGuide() {
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(panel)
    let badge = logged("badge")
    let top = panel.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200)
    NSLayoutConstraint.activate([
      top, panel.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      panel.widthAnchor.constraint(equalToConstant: 100),
      panel.heightAnchor.constraint(equalToConstant: 80),
      badge.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
      badge.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    clock.settle()
    let statusBar = root.view.safeAreaInsets.top
    #expect(badge.frame.minY == 200)

    top.constant = 0
    clock.settle()

    #expect(statusBar > 0)
    #expect(badge.frame == CGRect(x: 10, y: statusBar, width: 20, height: 20))
  }

  /// Marking moved views passes over the records a marked superview placed last; a view that
  /// left that superview is no longer its record, and is placed where it now is.
  @Test("a view moved to another container and constrained there is placed by it")
  func viewMovedBetweenContainers() {
    let first = UIView()
    let second = UIView()
    for (index, container) in [first, second].enumerated() {
      container.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(container)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(
          equalTo: root.view.topAnchor, constant: 100 + CGFloat(index) * 200),
        container.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
        container.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
        container.heightAnchor.constraint(equalToConstant: 100),
      ])
    }
    let mover = logged("mover")
    first.addSubview(mover)
    let size = [
      mover.widthAnchor.constraint(equalToConstant: 30),
      mover.heightAnchor.constraint(equalToConstant: 30),
    ]
    NSLayoutConstraint.activate(
      size + [
        mover.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 5),
        mover.topAnchor.constraint(equalTo: first.topAnchor, constant: 5),
      ])
    clock.settle()
    mover.translatesAutoresizingMaskIntoConstraints = true
    second.addSubview(mover)
    clock.settle()
    log.entries.removeAll()

    mover.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate(
      size + [
        mover.trailingAnchor.constraint(equalTo: second.trailingAnchor, constant: -5),
        mover.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: -5),
      ])
    window.resize(to: CGSize(width: 500, height: 844))
    clock.settle()

    #expect(mover.superview === second)
    #expect(mover.frame == CGRect(x: 425, y: 65, width: 30, height: 30))
  }

  @Test("a resize that moves nothing sets no frame and lays out no subview")
  func resizeMovingNothing() {
    let leading = logged("leading")
    NSLayoutConstraint.activate(heldAtLeadingEdge(leading))
    clock.settle()
    log.entries.removeAll()

    window.resize(to: CGSize(width: 500, height: 700))
    clock.settle()

    #expect(log.entries.isEmpty)
    #expect(leading.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
  }

  @Test("a frame the app set by hand is put back at the next pass that lays out its superview")
  func handSetFrameIsCorrected() {
    let (leading, trailing, _) = threeViews()
    leading.frame = CGRect(x: 200, y: 300, width: 50, height: 20)
    log.entries.removeAll()

    window.resize(to: CGSize(width: 500, height: 844))
    clock.settle()

    #expect(leading.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
    #expect(trailing.frame == CGRect(x: 430, y: 100, width: 60, height: 20))
    #expect(log.entries.first == "leading center (35.0, 110.0)")
  }

  @Test("a resized view set by hand to another size gets its solved frame back in the same pass")
  func handResizedFrameIsCorrected() {
    let (leading, _, _) = threeViews()
    log.entries.removeAll()

    leading.frame = CGRect(x: 10, y: 100, width: 80, height: 20)
    clock.settle()

    #expect(leading.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
    #expect(
      log.entries == [
        "leading frame (10.0, 100.0, 80.0, 20.0)",
        "leading center (35.0, 110.0)",
        "leading bounds (0.0, 0.0, 50.0, 20.0)",
        "leading layoutSubviews",
      ])
  }

  @Test("a view that goes back to its autoresizing mask keeps the frame the app gives it")
  func viewLeavingConstraintsKeepsItsFrame() {
    let loose = logged("loose")
    let constraints = [
      loose.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      loose.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -10),
      loose.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      loose.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
    clock.settle()
    NSLayoutConstraint.deactivate(constraints)
    loose.translatesAutoresizingMaskIntoConstraints = true
    loose.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
    clock.settle()
    log.entries.removeAll()

    window.resize(to: CGSize(width: 500, height: 844))
    clock.settle()

    #expect(loose.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(log.entries.isEmpty)
  }

  @Test("solved frames snap to the pixel grid as libm's round does, halves away from zero")
  func pixelRounding() {
    let values: [CGFloat] = [
      0, -0.0, 0.3, -0.3, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994,
      -0.49999999999999994, 1e15 + 0.5, -(1e15 + 0.5), 0x1p52, 0x1p52 + 1, -0x1p53, 1e300,
      .infinity, -.infinity, 123.456, -123.456, 7.5000001, -7.4999999, 3.5, -4.5,
      0x1p51 + 0.5, -(0x1p51 + 1.5), 0x1p52 - 0.5, 0x1p52 - 1, 0x1p-1074,
    ]
    // Four at a time, each lane a different value.
    for start in stride(from: 0, to: values.count, by: 4) {
      let lanes = (0..<4).map { values[min(start + $0, values.count - 1)].native }
      let rounded = SIMD4(lanes).nearestWhole
      for lane in 0..<4 {
        #expect(rounded[lane] == lanes[lane].rounded(), "\(lanes[lane])")
        #expect(rounded[lane].sign == lanes[lane].rounded().sign, "sign of \(lanes[lane])")
      }
    }
    #expect(SIMD4(1.5, .nan, -2.5, 0.2).nearestWhole[1].isNaN)
    #expect(
      CGRect(x: 0.25, y: -0.75, width: 10.5, height: 0.2).aligned(toScale: 2)
        == CGRect(x: 0.5, y: -1, width: 10.5, height: 0.5))
  }
}

/// What the views of a test did, in order.
@MainActor
private final class FrameLog {
  var entries: [String] = []
}

/// Logs every set of `frame` (as apps set it), `center` and `bounds` (as Auto Layout sets them),
/// and every `layoutSubviews`.
@MainActor
private final class LoggingFrameView: UIView {
  let name: String
  let log: FrameLog

  init(name: String, log: FrameLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var frame: CGRect {
    get { super.frame }
    set {
      log.entries.append(
        "\(name) frame (\(newValue.minX), \(newValue.minY), \(newValue.width), \(newValue.height))")
      super.frame = newValue
    }
  }

  override var center: CGPoint {
    get { super.center }
    set {
      log.entries.append("\(name) center (\(newValue.x), \(newValue.y))")
      super.center = newValue
    }
  }

  override var bounds: CGRect {
    get { super.bounds }
    set {
      log.entries.append(
        "\(name) bounds (\(newValue.minX), \(newValue.minY), \(newValue.width), \(newValue.height))"
      )
      super.bounds = newValue
    }
  }

  override func layoutSubviews() {
    log.entries.append("\(name) layoutSubviews")
    super.layoutSubviews()
  }
}

/// Logs the insets it is told of, and once told to, keeps its size whatever sets its bounds.
@MainActor
private final class FixedSizeInsetsView: UIView {
  var reported: [UIEdgeInsets] = []
  var keepsSize = false

  override var bounds: CGRect {
    get { super.bounds }
    set { if !keepsSize { super.bounds = newValue } }
  }

  override func safeAreaInsetsDidChange() {
    reported.append(safeAreaInsets)
    super.safeAreaInsetsDidChange()
  }
}

/// Logs the insets it is told of.
@MainActor
private final class InsetsLoggingView: UIView {
  var reported: [UIEdgeInsets] = []

  override func safeAreaInsetsDidChange() {
    reported.append(safeAreaInsets)
    super.safeAreaInsetsDidChange()
  }
}
