import SnapshotTesting
import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Every drawing feature rendered headless and compared with a stored PNG in `__Snapshots__/`,
/// through swift-snapshot-testing.
@Suite("Reference images: drawing features", .uiTest)
@MainActor
struct ReferenceImageTests {
  let clock = ManualClock()

  /// A window of `size` with a light grey root view, and `build` adding content to it.
  private func scene(
    _ size: CGSize = CGSize(width: 160, height: 120), build: (UIView) -> Void
  ) -> UIWindow {
    let root = UIViewController()
    root.view.backgroundColor = UIColor(white: 0.92, alpha: 1)
    let window = TestApplication.makeWindow(root: root, size: size)
    build(root.view)
    clock.settle()
    return window
  }

  /// The window as it is, its root controller being a visible window's root.
  private func check(
    _ window: UIWindow, _ name: String, scale: CGFloat = 1, testName: String = #function,
    line: UInt = #line
  ) {
    assertSnapshot(
      of: window.rootViewController!,
      as: .image(perceptualPrecision: 0.99, traits: UITraitCollection(displayScale: scale)),
      named: name, testName: testName, line: line)
  }

  private func box(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
  }

  @Test("fills and nested views")
  func fills() {
    let window = scene { root in
      let outer = box(CGRect(x: 10, y: 10, width: 100, height: 80), .systemBlue)
      outer.addSubview(box(CGRect(x: 10, y: 10, width: 40, height: 40), .systemYellow))
      outer.addSubview(box(CGRect(x: 70, y: 50, width: 50, height: 50), .systemRed))
      root.addSubview(outer)
      root.addSubview(box(CGRect(x: 120, y: 20, width: 30, height: 90), .systemGreen))
    }
    check(window, "fills")
  }

  @Test("rounded corners and borders, antialiased")
  func cornersAndBorders() {
    let window = scene { root in
      let card = box(CGRect(x: 10, y: 10, width: 70, height: 50), .white)
      card.layer.cornerRadius = 12
      root.addSubview(card)
      let ring = box(CGRect(x: 90, y: 10, width: 60, height: 60), .clear)
      ring.layer.cornerRadius = 30
      ring.layer.borderWidth = 4
      ring.layer.borderColor = UIColor.systemPurple.cgColor
      root.addSubview(ring)
      let framed = box(CGRect(x: 10, y: 70, width: 130, height: 40), .systemTeal)
      framed.layer.borderWidth = 3
      framed.layer.borderColor = UIColor.black.cgColor
      framed.layer.cornerRadius = 6
      root.addSubview(framed)
    }
    check(window, "corners-borders")
  }

  @Test("shadows blur around the shape and follow its offset")
  func shadows() {
    let window = scene { root in
      let card = box(CGRect(x: 30, y: 25, width: 100, height: 60), .white)
      card.layer.cornerRadius = 10
      card.layer.shadowOpacity = 0.5
      card.layer.shadowRadius = 8
      card.layer.shadowOffset = CGSize(width: 0, height: 6)
      root.addSubview(card)
    }
    check(window, "shadow")
  }

  @Test("alpha is group opacity: overlapping children of a faded view do not show through")
  func groupAlpha() {
    var parent: UIView!
    let window = scene { root in
      parent = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
      parent.alpha = 0.5
      parent.addSubview(
        box(CGRect(x: 0, y: 0, width: 80, height: 80), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
      )
      parent.addSubview(
        box(
          CGRect(x: 40, y: 0, width: 80, height: 80), UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
      root.addSubview(parent)
    }
    let image = WindowSnapshot.render(window)

    // Where the children overlap only the front (blue) child shows, at half strength over
    // the grey background: no red mixed in.
    let overlap = image.color(atX: 80, y: 60)
    #expect(abs(Int(overlap[0]) - 117) <= 2)
    #expect(abs(Int(overlap[2]) - 245) <= 2)
    check(window, "group-alpha")
  }

  @Test("clipsToBounds clips children, square and rounded")
  func clipping() {
    let window = scene { root in
      let clipper = box(CGRect(x: 10, y: 10, width: 60, height: 60), .systemGray5)
      clipper.clipsToBounds = true
      clipper.addSubview(box(CGRect(x: 30, y: 30, width: 60, height: 60), .systemOrange))
      root.addSubview(clipper)
      let rounded = box(CGRect(x: 90, y: 10, width: 60, height: 60), .systemGray5)
      rounded.layer.cornerRadius = 20
      rounded.clipsToBounds = true
      rounded.addSubview(box(CGRect(x: 0, y: 0, width: 60, height: 30), .systemPink))
      root.addSubview(rounded)
      let unclipped = box(CGRect(x: 10, y: 80, width: 40, height: 20), .systemGray3)
      unclipped.addSubview(box(CGRect(x: 30, y: 10, width: 40, height: 20), .systemIndigo))
      root.addSubview(unclipped)
    }
    check(window, "clipping")
  }

  @Test("transforms rotate and scale views and their subtrees")
  func transforms() {
    let window = scene { root in
      let rotated = box(CGRect(x: 20, y: 30, width: 50, height: 50), .systemBlue)
      rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
      rotated.addSubview(box(CGRect(x: 5, y: 5, width: 15, height: 15), .white))
      root.addSubview(rotated)
      let scaled = box(CGRect(x: 100, y: 40, width: 30, height: 30), .systemGreen)
      scaled.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
      root.addSubview(scaled)
    }
    check(window, "transforms")
  }

  @Test("text: Korean and Latin, alignment, wrapping and tail truncation")
  func text() {
    let window = scene(CGSize(width: 240, height: 160)) { root in
      let title = UILabel(frame: CGRect(x: 10, y: 8, width: 220, height: 28))
      title.text = "컨테이너 Containers"
      title.font = .boldSystemFont(ofSize: 22)
      root.addSubview(title)
      let centered = UILabel(frame: CGRect(x: 10, y: 40, width: 220, height: 20))
      centered.text = "가운데 centred"
      centered.textAlignment = .center
      centered.textColor = .systemBlue
      root.addSubview(centered)
      let wrapped = UILabel(frame: CGRect(x: 10, y: 64, width: 220, height: 54))
      wrapped.text = "뷰 컨트롤러는 자식 뷰 컨트롤러의 루트 뷰를 배치합니다. Children keep their own views."
      wrapped.numberOfLines = 0
      wrapped.font = .systemFont(ofSize: 14)
      root.addSubview(wrapped)
      let truncated = UILabel(frame: CGRect(x: 10, y: 126, width: 150, height: 22))
      truncated.text = "A single line that is far too long to fit"
      truncated.textAlignment = .right
      root.addSubview(truncated)
    }
    check(window, "text")
  }

  @Test(
    "text in every script at 3x: accents, Greek, Cyrillic, Hangul, Arabic, Hebrew, Devanagari, emoji"
  )
  func scripts() {
    UIScreen.main.scale = 3
    let window = scene(CGSize(width: 300, height: 96)) { root in
      let mixed = UILabel(frame: CGRect(x: 8, y: 4, width: 284, height: 48))
      mixed.text = "HÉLLÖ Ωμέγα Привет 한국어 مرحبا שלום नमस्ते 😀"
      mixed.numberOfLines = 2
      root.addSubview(mixed)
      let rightToLeft = UILabel(frame: CGRect(x: 8, y: 56, width: 284, height: 24))
      rightToLeft.text = "שלום world مرحبا ไทย"
      rightToLeft.font = .boldSystemFont(ofSize: 17)
      root.addSubview(rightToLeft)
    }
    check(window, "text-scripts", scale: 3)
  }

  @Test("images in every content mode")
  func images() {
    let window = scene(CGSize(width: 240, height: 80)) { root in
      let photo = UIImage(named: "landscape")
      let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
      for (index, mode) in modes.enumerated() {
        let view = UIImageView(image: photo)
        view.frame = CGRect(x: 8 + CGFloat(index) * 58, y: 10, width: 50, height: 60)
        view.backgroundColor = .systemGray4
        view.contentMode = mode
        view.clipsToBounds = true
        root.addSubview(view)
      }
    }
    check(window, "images")
  }

  @Test("@2x images are picked at scale 2 and drawn sharp")
  func retinaImages() {
    UIScreen.main.scale = 2
    let swatch = UIImage(named: "swatch")
    let window = scene(CGSize(width: 80, height: 40)) { root in
      let view = UIImageView(image: swatch)
      view.frame.origin = CGPoint(x: 4, y: 4)
      root.addSubview(view)
      let badge = UIImageView(image: UIImage(named: "badge"))
      badge.frame = CGRect(x: 40, y: 0, width: 40, height: 40)
      root.addSubview(badge)
    }

    #expect(swatch?.scale == 2)
    #expect(swatch?.size == CGSize(width: 32, height: 32))
    check(window, "images-2x", scale: 2)
  }

  @Test("UIGraphicsImageRenderer: fills, strokes and a view's hierarchy at 2x")
  func imageRenderer() throws {
    SDLRasterizer.install()
    let card = box(CGRect(x: 0, y: 0, width: 60, height: 40), .systemYellow)
    card.layer.cornerRadius = 8
    let label = UILabel(frame: CGRect(x: 6, y: 8, width: 50, height: 24))
    label.text = "카드"
    card.addSubview(label)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2

    let data = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format)
      .pngData { context in
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 60))
        UIColor.white.setStroke()
        context.stroke(CGRect(x: 4, y: 4, width: 92, height: 52))
        card.drawHierarchy(
          in: CGRect(x: 20, y: 10, width: 60, height: 40), afterScreenUpdates: true)
      }

    let image = try #require(UIImage(data: data, scale: 2))
    #expect(image.size == CGSize(width: 100, height: 60))
    assertSnapshot(of: image, as: .image(scale: 2), named: "image-renderer")
  }
}

/// Transitions between child controllers, frame by frame on the manual clock, as filmstrips.
@Suite("Reference images: transitions at 0%, 50% and 100%", .uiTest)
@MainActor
struct TransitionReferenceTests {
  let clock = ManualClock()
  let container = UIViewController()
  let from = UIViewController()
  let to = UIViewController()
  let window: UIWindow

  init() {
    window = TestApplication.makeWindow(root: container, size: CGSize(width: 120, height: 90))
    container.view.backgroundColor = .black
    for (child, color, text) in [
      (from, UIColor.systemOrange, "첫째 A"), (to, UIColor.systemTeal, "둘째 B"),
    ] {
      child.view.backgroundColor = color
      let label = UILabel(frame: CGRect(x: 10, y: 30, width: 100, height: 30))
      label.text = text
      label.font = .boldSystemFont(ofSize: 22)
      label.textAlignment = .center
      label.textColor = .white
      child.view.addSubview(label)
    }
    container.addChild(from)
    from.view.frame = container.view.bounds
    container.view.addSubview(from.view)
    from.didMove(toParent: container)
    clock.settle()
  }

  /// Starts a one-second linear transition from the first child to the second.
  private func start(options: UIView.AnimationOptions, slides: Bool) {
    from.willMove(toParent: nil)
    container.addChild(to)
    let bounds = container.view.bounds
    to.view.frame = slides ? bounds.offsetBy(dx: bounds.width, dy: 0) : bounds
    let from = from
    let to = to
    container.transition(
      from: from, to: to, duration: 1, options: options.union(.curveLinear),
      animations: {
        guard slides else { return }
        to.view.frame = bounds
        from.view.frame = bounds.offsetBy(dx: -bounds.width, dy: 0)
      }, completion: nil)
  }

  /// Frames at 0, 50 and 100 % of the one-second transition.
  private func run(
    _ name: String, options: UIView.AnimationOptions, slides: Bool,
    testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: container,
      as: .transition(frames: 3, every: 0.5, perceptualPrecision: 0.99) { _ in
        start(options: options, slides: slides)
      },
      named: name, testName: testName, line: line)
  }

  @Test("a slide moves both children across")
  func slide() { run("transition-slide", options: [], slides: true) }

  @Test("a cross-dissolve fades one child into the other")
  func crossDissolve() {
    run("transition-dissolve", options: .transitionCrossDissolve, slides: false)
  }

  @Test("a flip squashes the old side away and opens the new one")
  func flip() { run("transition-flip", options: .transitionFlipFromLeft, slides: false) }

  @Test("a curl up, as a filmstrip of five frames a quarter of the way apart")
  func curlFilmstrip() {
    assertSnapshot(
      of: container,
      as: .transition(frames: 5, every: 0.25, perceptualPrecision: 0.99) { _ in
        start(options: .transitionCurlUp, slides: false)
      },
      named: "transition-curl-filmstrip")
  }
}

/// The status bar in both styles, dark mode, and a frame in the middle of a rotation.
@Suite("Reference images: status bar, dark mode and rotation", .uiTest)
@MainActor
struct SystemChromeReferenceTests {
  let clock = ManualClock()

  /// The window with its status bar, compared with
  /// `__Snapshots__/ReferenceImageTests/<test>.<name>.png`: the snapshot strategies leave the
  /// simulated system chrome out, as iOS snapshots do, so the image is rendered here.
  private func check(
    _ window: UIWindow, _ name: String, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(window, includingSystemChrome: true)),
      as: .image(perceptualPrecision: 0.99), named: name, testName: testName, line: line)
  }

  private func screen(style: UIStatusBarStyle, background: UIColor) -> UIWindow {
    let root = StyledController(style: style)
    root.view.backgroundColor = background
    let label = UILabel(frame: CGRect(x: 16, y: 40, width: 200, height: 30))
    label.text = "상태 표시줄 Status bar"
    label.font = .boldSystemFont(ofSize: 18)
    root.view.addSubview(label)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 240, height: 120))
    clock.settle()
    return window
  }

  @Test("dark content over a light background")
  func darkContent() {
    check(screen(style: .darkContent, background: .systemYellow), "status-bar-dark-content")
  }

  @Test("light content over a dark background")
  func lightContent() {
    check(screen(style: .lightContent, background: .systemIndigo), "status-bar-light-content")
  }

  @Test("dark mode resolves semantic colours and the default status bar style")
  func darkMode() {
    let window = screen(style: .default, background: .systemBackground)
    UIApplication.shared.setSystemUserInterfaceStyle(.dark)
    clock.settle()
    check(window, "dark-mode")
  }

  @Test("half-way through a rotation the content is turned part of the way")
  func midRotation() {
    let window = screen(style: .default, background: .systemTeal)
    window.rotate(to: .landscapeLeft)
    clock.advance(by: UIWindow.rotationDuration / 2)
    check(window, "rotation-midway")
  }

  @Test("a phone turned to landscape: a 32-point navigation bar and toolbar, title centred")
  func compactBars() throws {
    try UIScreen.main.apply(
      UIScreen.Configuration(
        size: CGSize(width: 375, height: 667), scale: 1, safeAreaInsets: .zero, idiom: .phone))
    let inbox = UIViewController()
    inbox.title = "Inbox"
    let message = UIViewController()
    message.title = "Message"
    message.view.backgroundColor = .systemBackground
    message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
    message.toolbarItems = [
      UIBarButtonItem(title: "Reply", style: .plain),
      .flexibleSpace(),
      UIBarButtonItem(title: "Delete", style: .plain),
    ]
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.pushViewController(message, animated: false)
    navigation.isToolbarHidden = false
    let window = TestApplication.makeWindow(root: navigation, size: CGSize(width: 375, height: 667))
    clock.settle()

    window.rotate(to: .landscapeLeft)
    clock.advance(by: 1)

    #expect(navigation.navigationBar.frame.height == 32)
    // Without the simulated status bar, which iOS hides on a phone in landscape (not done here).
    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(window)), as: .image(perceptualPrecision: 0.99),
      named: "compact-bars")
  }
}

@MainActor
private final class StyledController: UIViewController {
  let style: UIStatusBarStyle
  init(style: UIStatusBarStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
}
