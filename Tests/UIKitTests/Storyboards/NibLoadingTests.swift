import Testing
import UIKitTestSupport

@testable import UIKit

final class CardModel: NSObject {}

/// Card.xib's File's Owner: outlets into the nib and the button's action.
@MainActor
final class CardOwner {
  @Outlet var card: CardView!
  @Outlet var titleLabel: UILabel!
  var taps: [String] = []

  @IBAction func cardTapped(_ sender: Any) { taps.append("\(type(of: sender))") }
  let cardTappedAction = ActionBinding("cardTapped:", CardOwner.cardTapped)
}

/// Card.xib's top-level view, a custom class with its own outlets.
final class CardView: UIView {
  @Outlet var badgeLabel: UILabel!
  @Outlet var model: CardModel?
  private(set) var outletsSetBeforeAwake = false

  override func awakeFromNib() {
    super.awakeFromNib()
    outletsSetBeforeAwake = badgeLabel != nil && model != nil
  }
}

/// Receives Card.xib's First Responder action through the responder chain.
final class RefreshingViewController: UIViewController {
  var refreshes = 0

  @IBAction func refresh(_ sender: UIButton) { refreshes += 1 }
  let refreshAction = ActionBinding("refresh:", RefreshingViewController.refresh)
}

final class NibViewController: UIViewController {
  @Outlet var greeting: UILabel!
}

final class ClassNamedViewController: UIViewController {
  @Outlet var greeting: UILabel!
}

@Suite("Nibs: UINib, Bundle.loadNibNamed and UIViewController(nibName:bundle:)", .uiTest)
@MainActor
struct NibLoadingTests {
  let clock = ManualClock()
  let bundle = StoryboardFixtures.bundle

  @Test("instantiate(withOwner:options:) makes the top-level objects and connects the owner")
  func instantiate() {
    let owner = CardOwner()
    let model = CardModel()

    let objects = UINib(nibName: "Card", bundle: bundle)
      .instantiate(withOwner: owner, options: [.externalObjects: ["CardModel": model]])

    let card = objects.first as? CardView
    #expect(objects.count == 2)
    #expect(objects.last is UITapGestureRecognizer)
    #expect(owner.card === card)
    #expect(owner.titleLabel === card?.badgeLabel)
    #expect(card?.badgeLabel.text == "Card")
    #expect(card?.model === model)
    #expect(card?.outletsSetBeforeAwake == true)
    #expect(card?.gestureRecognizers?.first === objects.last as AnyObject?)
    #expect(card?.frame == CGRect(x: 0, y: 0, width: 240, height: 120))
  }

  @Test("actions go to File's Owner, and to the first responder that binds them")
  func actions() {
    let owner = CardOwner()
    let fromBundle = bundle.loadNibNamed("Card", owner: owner)?.first as? CardView
    let host = RefreshingViewController()
    let window = TestApplication.makeWindow(root: host)
    host.view.addSubview(fromBundle!)
    let button = fromBundle!.subviews.compactMap { $0 as? UIButton }.first!

    button.sendActions(for: .touchUpInside)
    let tap = fromBundle!.gestureRecognizers!.first!
    tap.actions.forEach { $0(tap) }

    #expect(owner.taps == ["UIButton", "UITapGestureRecognizer"])
    #expect(host.refreshes == 1)
    _ = window
  }

  @Test("a controller made with a nib name loads its view from the nib, outlets set")
  func controllerWithNib() {
    let controller = NibViewController(nibName: "NibViewController", bundle: bundle)
    let window = TestApplication.makeWindow(root: controller)
    clock.settle()

    #expect(controller.greeting.text == "From a nib")
    #expect(controller.greeting.superview === controller.view)
    // Inter's 17-point line is 20.6 points, rounded up to whole pixels at scale 1, as
    // San Francisco's 20.3 is on iOS.
    #expect(controller.greeting.frame == CGRect(x: 20, y: 44, width: 350, height: 21))
    _ = window
  }

  @Test("with no nib name, a nib named after the class is used")
  func classNamedNib() {
    let controller = ClassNamedViewController(nibName: nil, bundle: bundle)

    #expect(controller.view != nil)
    #expect(controller.greeting.text == "Named after the class")
  }

  @Test("a missing nib raises UIKit's NSInternalInconsistencyException, and builds nothing")
  func missingNib() {
    let recorder = ExceptionRecorder()
    let controller = UIViewController(nibName: "Nope", bundle: bundle)

    let view = controller.view
    let objects = UINib(nibName: "Nope", bundle: bundle).instantiate(withOwner: nil)

    #expect(view?.subviews.isEmpty == true)
    #expect(objects.isEmpty)
    #expect(recorder.names == [.internalInconsistencyException, .internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name "
        + "'Nope'")
  }

  @Test("a nib whose view outlet is not connected raises UIKit's message")
  func viewOutletNotSet() {
    let recorder = ExceptionRecorder()
    let controller = NibViewController(nibName: "NoViewOutlet", bundle: bundle)

    _ = controller.view

    #expect(
      recorder.exceptions.map(\.reason) == [
        "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"NoViewOutlet\" nib but "
          + "the view outlet was not set."
      ])
  }
}
