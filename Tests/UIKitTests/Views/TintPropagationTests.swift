import Testing
import UIKit
import UIKitTestSupport

/// A view that logs each `tintColorDidChange()` it gets, under its name.
private final class TintLoggingView: UIView {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  required init?(coder: NSCoder) { nil }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    log.record(name)
  }
}

/// Inherited tint, as UIKit's `UIView.h` describes it: `tintColorDidChange()` reaches every view
/// whose tint colour or adjustment mode changed (set on it, on a superview, or by moving under
/// another superview), each view before its subviews, and no view whose tint stayed the same.
@Suite("UIView: inherited tint and tintColorDidChange", .uiTest)
@MainActor
struct TintPropagationTests {
  private let log = LifecycleLog()

  /// `a` holding `b`, and `c` (its own green) holding `d`: `a ▸ [b, c ▸ [d]]`.
  private func tree() -> (a: TintLoggingView, b: TintLoggingView, c: TintLoggingView, d: UIView) {
    let a = TintLoggingView("a", log: log)
    let b = TintLoggingView("b", log: log)
    let c = TintLoggingView("c", log: log)
    let d = TintLoggingView("d", log: log)
    c.tintColor = .systemGreen
    a.addSubview(b)
    a.addSubview(c)
    c.addSubview(d)
    _ = log.take()
    return (a, b, c, d)
  }

  /// A plain view whose own tint is `color`.
  private func superview(tinted color: UIColor) -> UIView {
    let view = UIView()
    view.tintColor = color
    return view
  }

  @Test("joining a tinted superview tells the views that inherit it, parents first")
  func joiningTintedSuperview() {
    let (a, b, _, d) = tree()
    let red = superview(tinted: .systemRed)

    red.addSubview(a)

    #expect(log.take() == ["a", "b"])
    #expect(a.tintColor == .systemRed)
    #expect(b.tintColor == .systemRed)
    #expect(d.tintColor == .systemGreen)
  }

  @Test("joining a superview without a tint, where the tint stays the system's, tells no one")
  func joiningUntintedSuperview() {
    let (a, _, _, _) = tree()

    UIView().addSubview(a)

    #expect(log.take() == [])
    #expect(a.tintColor == .systemBlue)
  }

  @Test("moving to a superview of an equal tint tells no one; of another tint, the inheritors")
  func movingBetweenSuperviews() {
    let (a, _, _, _) = tree()
    let red = superview(tinted: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let alsoRed = superview(tinted: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let orange = superview(tinted: .systemOrange)
    red.addSubview(a)
    _ = log.take()

    alsoRed.addSubview(a)
    let equal = log.take()
    orange.addSubview(a)
    let other = log.take()

    #expect(equal == [])
    #expect(other == ["a", "b"])
    #expect(a.tintColor == .systemOrange)
  }

  @Test("leaving a tinted superview gives back the system tint and tells the inheritors")
  func leavingTintedSuperview() {
    let (a, _, _, _) = tree()
    let red = superview(tinted: .systemRed)
    red.addSubview(a)
    _ = log.take()

    a.removeFromSuperview()

    #expect(log.take() == ["a", "b"])
    #expect(a.tintColor == .systemBlue)
  }

  @Test("setting nil inherits again; setting the same colour again tells no one")
  func settingNil() {
    let (a, _, c, d) = tree()
    a.tintColor = .systemRed
    _ = log.take()

    c.tintColor = nil
    let cleared = log.take()
    c.tintColor = nil
    a.tintColor = .systemRed
    let unchanged = log.take()

    #expect(cleared == ["c", "d"])
    #expect(unchanged == [])
    #expect(d.tintColor == .systemRed)
  }

  @Test("a subview added later inherits without a call when it already had that tint")
  func subviewOfSameTint() {
    let (a, _, _, _) = tree()
    let e = TintLoggingView("e", log: log)
    let f = TintLoggingView("f", log: log)
    f.tintColor = .systemGreen
    let setOwn = log.take()

    a.addSubview(e)
    a.addSubview(f)

    #expect(setOwn == ["f"])
    #expect(log.take() == [])
  }

  @Test("dimming a superview dims and tells the inheritors; a view set to .normal is spared")
  func dimming() {
    let (a, b, c, d) = tree()
    let spared = TintLoggingView("spared", log: log)
    spared.tintAdjustmentMode = .normal
    a.addSubview(spared)

    a.tintAdjustmentMode = .dimmed
    let dimmed = log.take()
    let (dimmedTint, sparedTint) = (b.tintColor.cgColor, spared.tintColor.cgColor)
    a.tintAdjustmentMode = .automatic
    let undimmed = log.take()

    #expect(dimmed == ["a", "b", "c", "d"])
    #expect(undimmed == ["a", "b", "c", "d"])
    #expect(b.tintAdjustmentMode == .normal)
    #expect(d.tintAdjustmentMode == .normal)
    #expect(spared.tintAdjustmentMode == .normal)
    #expect(dimmedTint.red == dimmedTint.green && dimmedTint.green == dimmedTint.blue)
    #expect(sparedTint == UIColor.systemBlue.cgColor)
    #expect(c.tintColor == .systemGreen)
  }

  @Test("a dimmed view reports .dimmed, and its tint is a grey of the colour's luminance")
  func dimmedTint() {
    let view = UIView()
    view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    view.tintAdjustmentMode = .dimmed
    let grey = view.tintColor.cgColor

    #expect(view.tintAdjustmentMode == .dimmed)
    #expect(abs(grey.red - 0.2126) < 0.001)
    #expect(grey.green == grey.red && grey.blue == grey.red)
    #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
  }

  @Test("a system button added to a tinted superview takes the tint for its title")
  func buttonFollowsInheritedTint() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    let red = superview(tinted: .systemRed)

    red.addSubview(button)

    #expect(button.currentTitleColor == .systemRed)
  }

  @Test("an alert dims the presenter's views while it is up, and undims them as it goes")
  func alertDimsPresenter() {
    let root = UIViewController()
    let content = TintLoggingView("content", log: log)
    root.view.addSubview(content)
    let window = TestApplication.makeWindow(root: root)
    UIApplication.shared.advance(by: 0)
    let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    _ = log.take()

    root.present(alert, animated: false)
    UIApplication.shared.advance(by: 0)
    let presented = log.take()
    let modeWhileUp = content.tintAdjustmentMode
    root.dismiss(animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(presented == ["content"])
    #expect(modeWhileUp == .dimmed)
    #expect(log.take() == ["content"])
    #expect(content.tintAdjustmentMode == .normal)
    window.isHidden = true
  }
}
