import Testing
import UIKit
import UIKitTestSupport

@Suite("Constraint arguments UIKit refuses, and descriptions safe from any thread", .uiTest)
@MainActor
struct ConstraintValidationTests {
  let root = UIViewController()
  let window: UIWindow
  let view = UIView()

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(view)
    UIApplication.shared.advance(by: 0)
  }

  @Test("an infinite constant raises UIKit's 'constant is not finite! That's illegal.'")
  func infiniteConstantAtCreation() {
    let recorder = ExceptionRecorder()

    let constraint = view.leadingAnchor.constraint(
      equalTo: root.view.leadingAnchor, constant: .infinity)

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason.hasPrefix(
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:"
      ) == true)
    #expect(recorder.exceptions.first?.reason.contains("UIView:0x") == true)
    #expect(constraint.constant == 0)
    #expect(!constraint.isActive)
  }

  @Test("a NaN constant set on an active constraint raises, and the old constant stays")
  func nanConstantOnActiveConstraint() {
    let width = view.widthAnchor.constraint(equalToConstant: 120)
    width.isActive = true
    UIApplication.shared.advance(by: 0)
    let recorder = ExceptionRecorder()

    width.constant = .nan
    width.constant = -.infinity
    UIApplication.shared.advance(by: 0)

    #expect(recorder.names == [.internalInconsistencyException, .internalInconsistencyException])
    #expect(recorder.exceptions.first?.reason.contains("constant:nan") == true)
    #expect(width.constant == 120)
    #expect(view.frame.width == 120)
  }

  @Test("a multiplier that is not finite raises UIKit's 'Multiplier is not finite!'")
  func nonFiniteMultiplier() {
    let recorder = ExceptionRecorder()

    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: root.view, attribute: .width,
      multiplier: .nan, constant: 0)

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "Multiplier is not finite! That's illegal. multiplier:nan")
    #expect(constraint.multiplier == 1)
  }

  @Test("a location with a multiplier of 0 or no second item raises NSInvalidArgumentException")
  func locationToConstant() {
    let recorder = ExceptionRecorder()

    _ = NSLayoutConstraint(
      item: view, attribute: .leading, relatedBy: .equal, toItem: root.view,
      attribute: .leading, multiplier: 0, constant: 20)
    _ = NSLayoutConstraint(
      item: view, attribute: .centerY, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 20)
    _ = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: root.view, attribute: .width,
      multiplier: 0, constant: 20)

    #expect(recorder.names == [.invalidArgumentException, .invalidArgumentException])
    #expect(
      recorder.exceptions.first?.reason
        == "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
        + "multiplier:constant:]: A multiplier of 0 or a nil second item together with a location "
        + "for the first attribute creates an illegal constraint of a location equal to a "
        + "constant. Location attributes must be specified in pairs.")
  }

  @Test("a constant of .greatestFiniteMagnitude is legal, activates and is described")
  func greatestFiniteConstant() {
    let recorder = ExceptionRecorder()
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    defer { UIKitLog.resetSink() }
    let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude)
    let huge = view.heightAnchor.constraint(lessThanOrEqualToConstant: 9.3e18)

    NSLayoutConstraint.activate([
      cap, huge,
      view.widthAnchor.constraint(equalToConstant: 300),
      view.heightAnchor.constraint(equalToConstant: 40),
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20),
    ])
    UIApplication.shared.advance(by: 0)

    #expect(recorder.exceptions.isEmpty)
    // The caps take part in the solve without spoiling it: the view takes its other constraints.
    #expect(view.frame == CGRect(x: 10, y: 20, width: 300, height: 40))
    // UIKit's engine substitutes a smaller constant and says so once for the process.
    #expect(
      warnings == [
        "This NSLayoutConstraint is being configured with a constant that exceeds internal "
          + "limits.  A smaller value will be substituted, but this problem should be fixed. "
          + "Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be "
          + "logged only once.  This may break in the future."
      ])
    // The constraints keep the constants they were given, and describe them.
    #expect(cap.constant == .greatestFiniteMagnitude)
    #expect(cap.description.contains("width <= 1.79769e+308   (active)>"))
    #expect(huge.description.contains("height <= 9.3e+18   (active)>"))

    // A huge constant set on an active constraint is held the same way, without a second log.
    huge.constant = .greatestFiniteMagnitude
    UIApplication.shared.advance(by: 0)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 300, height: 40))
    #expect(warnings.count == 1)
  }

  @Test("a constraint and a layout guide describe themselves from a background task")
  func describedOffTheMainActor() async {
    let guide = UILayoutGuide()
    guide.identifier = "spacer"
    root.view.addLayoutGuide(guide)
    let spacing = view.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8)
    spacing.identifier = "gap"
    spacing.priority = .defaultHigh
    spacing.isActive = true

    let (constraintText, guideText) = await Task.detached {
      ("\(spacing)", "\(guide)")
    }.value

    #expect(constraintText.contains("'gap' UIView:0x"))
    #expect(constraintText.contains(".leading == 'spacer'.trailing + 8 @750   (active)>"))
    #expect(guideText.hasPrefix("<UILayoutGuide: 0x"))
    #expect(guideText.contains("- 'spacer', layoutFrame = "))
  }
}
