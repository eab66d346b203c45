import Testing
import UIKit
import UIKitTestSupport

/// Motion effects and feedback generators through the public API: accepted and inert, as on a
/// device without motion sensors or haptics.
@Suite("Motion effects and feedback generators", .uiTest)
@MainActor
struct MotionAndFeedbackTests {
  let clock = ManualClock()

  @Test("a parallax effect is kept on the view and never moves it")
  func motionEffectsAreInert() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let view = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    root.view.addSubview(view)
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -20
    horizontal.maximumRelativeValue = 20
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = -10.0
    vertical.maximumRelativeValue = 10.0
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]

    view.addMotionEffect(group)
    view.addMotionEffect(group)
    clock.advance(by: 1)

    #expect(view.motionEffects.count == 1)
    #expect(view.frame == CGRect(x: 40, y: 40, width: 100, height: 100))
    let values = group.keyPathsAndRelativeValues(
      forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
    #expect(values?["center.x"] as? CGFloat == 10)
    #expect(values?["center.y"] as? CGFloat == -10)
    view.removeMotionEffect(group)
    #expect(view.motionEffects.isEmpty)
    _ = window
  }

  @Test("feedback generators accept their whole API and do nothing")
  func feedbackGeneratorsAreInert() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()
    let generators: [UIFeedbackGenerator] = [
      impact, selection, notification, UIImpactFeedbackGenerator(),
    ]

    for generator in generators { generator.prepare() }
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.4)
    selection.selectionChanged()
    notification.notificationOccurred(.success)
    notification.notificationOccurred(.error)

    #expect(generators.count == 4)
  }
}

/// Visual effect views through the public API, as iOS code builds them.
@Suite("UIVisualEffectView: the public API", .uiTest)
@MainActor
struct VisualEffectPublicAPITests {
  @Test("a blur effect view keeps its effect and style, and hosts content in its content view")
  func blurEffectView() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = root.view.bounds
    let label = UILabel()
    label.text = "Blurred"
    blur.contentView.addSubview(label)
    root.view.addSubview(blur)
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))

    blur.contentView.addSubview(vibrancy)
    UIApplication.shared.advance(by: 0)

    #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    #expect(blur.contentView.frame == root.view.bounds)
    #expect(label.superview === blur.contentView)
    #expect((vibrancy.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
    #expect(UIBlurEffect.Style(rawValue: 8) == .systemMaterial)
    _ = window
  }
}
