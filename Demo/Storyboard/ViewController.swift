import UIKit

/// The storyboard page: Main.storyboard's initial scene. Seed 001's "Using Storyboard" sample
/// is this class: two container views embed `FirstChildVC` (segue `ToFirstChild`) and
/// `ImageViewController`, and `prepare(for:sender:)` sees each embed first. Its buttons run the
/// seeds' programmatic samples, as written: seed 001 adds `firstChildVC` from the storyboard
/// into the stage below them, seed 002 adds `imageViewController`.
class ViewController: SeedLoggingViewController {

  enum Segues {
    static let toFirstChild = "ToFirstChild"
  }

  // 만약 스토리보드로 추가한 Container View가 여러 개일 경우 필요
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    SeedLog.record("ViewController prepare(for: \(segue.identifier ?? "nil"))")
    if segue.identifier == Segues.toFirstChild {
      let destVC = segue.destination as! FirstChildVC
      // Not in the seed: the embedded child learns who embeds it.
      destVC.embeddingParentName = "ViewController"
    }
  }

  // MARK: The seeds' programmatic samples, and the helpers they assume

  /// Where the samples put their child: the area below the buttons.
  @Outlet var stageView: UIView!
  var onscreenConstraints: [NSLayoutConstraint] = []

  enum Stage {
    case onscreen
    case offscreen
  }

  /// Seed 001's sample ends with `viewController.didMove(toParent: self)`, a name it never
  /// defines (seed 002's sample, which it was copied from, does): the child just added.
  var viewController: UIViewController { children.last! }

  /// The helper both samples call: the contained view fills the stage, or sits just right of it.
  func configureConstraintsForContainedView(containedView: UIView, stage: Stage)
    -> [NSLayoutConstraint]
  {
    containedView.translatesAutoresizingMaskIntoConstraints = false
    let shift = stage == .onscreen ? 0 : stageView.bounds.width + 16
    return [
      containedView.leadingAnchor.constraint(equalTo: stageView.leadingAnchor, constant: shift),
      containedView.widthAnchor.constraint(equalTo: stageView.widthAnchor),
      containedView.topAnchor.constraint(equalTo: stageView.topAnchor),
      containedView.bottomAnchor.constraint(equalTo: stageView.bottomAnchor),
    ]
  }

  @IBAction func addFirstChild(_ sender: UIButton) {
    removeStagedChild()
    addFirstChildFromStoryboard()
  }
  private let addFirstChildAction = ActionBinding("addFirstChild:", ViewController.addFirstChild)

  @IBAction func addImageViewController(_ sender: UIButton) {
    removeStagedChild()
    addImageViewControllerFromStoryboard()
  }
  private let addImageViewControllerAction = ActionBinding(
    "addImageViewController:", ViewController.addImageViewController)

  /// Seed 001, "Programmatically".
  func addFirstChildFromStoryboard() {
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    if let firstChildVC = storyboard.instantiateViewController(identifier: "firstChildVC")
      as? FirstChildVC
    {
      // container에 view controller 추가
      addChild(firstChildVC)  // containment relationship 추가
      view.addSubview(firstChildVC.view)  // container의 view 계층에 child의 root view 추가

      // child view의 size와 position을 설정하는 constraints 추가
      onscreenConstraints = configureConstraintsForContainedView(
        containedView: firstChildVC.view,
        stage: .onscreen)
      NSLayoutConstraint.activate(onscreenConstraints)

      // controller의 전환(transition)이 완료됐음을 알림
      viewController.didMove(toParent: self)
    }
  }

  /// Seed 002, "Add a Child View Controller Programmatically to Your Content".
  func addImageViewControllerFromStoryboard() {
    // Create a child view controller and add it to the current view controller.
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    if let viewController = storyboard.instantiateViewController(identifier: "imageViewController")
      as? ImageViewController
    {
      // Add the view controller to the container.
      addChild(viewController)
      view.addSubview(viewController.view)

      // Create and activate the constraints for the child’s view.
      onscreenConstraints = configureConstraintsForContainedView(
        containedView: viewController.view,
        stage: .onscreen)
      NSLayoutConstraint.activate(onscreenConstraints)

      // Notify the child view controller that the move is complete.
      viewController.didMove(toParent: self)
    }
  }

  /// Seed 002, "Remove a Child View Controller from Your Content": the child the stage shows.
  func removeStagedChild() {
    guard let child = children.first(where: { $0.view.superview === view }) else { return }
    child.willMove(toParent: nil)
    NSLayoutConstraint.deactivate(onscreenConstraints)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }
}
