import Testing
import UIKit
import UIKitTestSupport

/// Overrides an app writes for iOS, compiled against the public products.
@MainActor
private final class CodeField: UITextField {
  var backspacesWhenEmpty = 0

  override func deleteBackward() {
    if !hasText { backspacesWhenEmpty += 1 }
    super.deleteBackward()
  }
}

@MainActor
private final class CountingLayoutView: UIView {
  var marks = 0

  override func setNeedsLayout() {
    marks += 1
    super.setNeedsLayout()
  }

  override func display(_ layer: CALayer) {
    layer.contents = nil
  }
}

@MainActor
private final class PagingLayout: UICollectionViewFlowLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
  }
}

@MainActor
private final class BuyButton: UIButton {
  override func updateConfiguration() {
    super.updateConfiguration()
    configuration?.title = isHighlighted ? "Buying" : "Buy"
  }
}

@MainActor
private final class PaddedField: UITextField {
  var drawnPlaceholders = 0

  override func drawPlaceholder(in rect: CGRect) {
    drawnPlaceholders += 1
    super.drawPlaceholder(in: rect.insetBy(dx: 8, dy: 0))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.insetBy(dx: 8, dy: 0))
  }
}

@MainActor
private final class TransitionCell: UITableViewCell {
  var states: [UITableViewCell.StateMask] = []

  override func didTransition(to state: UITableViewCell.StateMask) {
    super.didTransition(to: state)
    states.append(state)
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    super.motionEnded(motion, with: event)
  }
}

@Suite("iOS overrides and UIKit members, from an app's package", .uiTest)
@MainActor
struct OverridesTests {
  @Test("a one-time-code field sees Backspace in an empty field through UIKeyInput")
  func keyInput() {
    let field = CodeField()
    let input: any UIKeyInput = field

    input.insertText("7")
    input.deleteBackward()
    input.deleteBackward()

    #expect(field.text == "")
    #expect(field.backspacesWhenEmpty == 1)
  }

  @Test("overridden setNeedsLayout hears a resize; a switch's isOn is settable")
  func viewsAndControls() {
    let view = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.marks = 0
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    let toggle = UISwitch()
    toggle.isOn = true

    #expect(view.marks == 1)
    #expect(toggle.isOn)
    #expect(
      PagingLayout().targetContentOffset(
        forProposedContentOffset: CGPoint(x: 260, y: 0), withScrollingVelocity: .zero)
        == CGPoint(x: 300, y: 0))
  }

  @Test("a configuration button restyles itself for a press through updateConfiguration")
  func buttonConfigurationUpdate() {
    let button = BuyButton(configuration: .filled())
    var handled = 0
    button.configurationUpdateHandler = { _ in handled += 1 }
    button.layoutIfNeeded()
    let normal = button.titleLabel?.text

    button.isHighlighted = true
    button.layoutIfNeeded()

    #expect(normal == "Buy")
    #expect(button.titleLabel?.text == "Buying")
    #expect(handled == 2)
  }

  @Test("a field draws its placeholder through an override; a cell hears edit mode")
  func fieldDrawingAndCellTransitions() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.placeholder = "Name"
    window.addSubview(field)
    window.makeKeyAndVisible()
    let cell = TransitionCell(style: .default, reuseIdentifier: nil)

    UIApplication.shared.advance(by: 0)
    cell.setEditing(true, animated: false)

    #expect(field.drawnPlaceholders == 1)
    #expect(cell.states == [.showingEditControl])
    window.isHidden = true
  }

  @Test("an image view's animation runs its passes and stops")
  func imageAnimation() {
    let clock = ManualClock()
    let view = UIImageView()
    view.animationImages = [UIImage(), UIImage()]
    view.animationDuration = 0.2
    view.animationRepeatCount = 1

    view.startAnimating()
    clock.tick()
    let running = view.isAnimating
    clock.advance(by: 0.5)

    #expect(running)
    #expect(!view.isAnimating)
  }
}
