import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import Demo
@testable import UIKit

/// Seeds 001 and 002's storyboard samples, as the demo runs them (Demo/Storyboard/), against
/// the demo's Main.storyboard: found through `Bundle.main`, as the seeds ask, in the demo's
/// resource bundle beside the test executable. Its scene is also compared with a reference image
/// rendered headless.
@Suite("The seeds' storyboard samples against the demo's Main.storyboard", .uiTest)
@MainActor
struct StoryboardSeedTests {
  let clock = ManualClock()

  init() {
    _ = SeedLog.take()
  }

  private func loadContainer() -> (Demo.ViewController, UIWindow) {
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    let container = storyboard.instantiateInitialViewController() as! Demo.ViewController
    let window = TestApplication.makeWindow(root: container)
    clock.settle()
    return (container, window)
  }

  @Test("seed 001: the container scene embeds both children before its own viewDidLoad")
  func embedOrder() {
    let storyboard = UIStoryboard(name: "Main", bundle: .main)

    let container = storyboard.instantiateInitialViewController() as? Demo.ViewController
    let afterInstantiation = SeedLog.take()
    let window = TestApplication.makeWindow(root: container)
    clock.settle()

    #expect(afterInstantiation == ["ViewController awakeFromNib"])
    #expect(
      SeedLog.take() == [
        "FirstChildVC awakeFromNib", "ViewController prepare(for: ToFirstChild)",
        "FirstChildVC viewDidLoad", "FirstChildVC willMove(to: ViewController)",
        "FirstChildVC didMove(to: ViewController)",
        "ImageViewController awakeFromNib", "ViewController prepare(for: ToImageViewController)",
        "ImageViewController viewDidLoad", "ImageViewController willMove(to: ViewController)",
        "ImageViewController didMove(to: ViewController)",
        "ViewController viewDidLoad",
        "ViewController viewWillAppear", "FirstChildVC viewWillAppear",
        "ImageViewController viewWillAppear", "ViewController viewDidAppear",
        "FirstChildVC viewDidAppear", "ImageViewController viewDidAppear",
      ])
    #expect(
      container?.children.map { "\(type(of: $0))" } == ["FirstChildVC", "ImageViewController"])
    _ = window
  }

  @Test("seed 001: prepare(for:sender:) reaches the embedded FirstChildVC, outlets connected")
  func prepareAndOutlets() {
    let (container, window) = loadContainer()

    let first = container.children[0] as! FirstChildVC
    let image = container.children[1] as! ImageViewController

    #expect(first.titleLabel.text == "FirstChildVC ← ViewController")
    #expect(
      first.controls.map { "\(type(of: $0))" } == [
        "UISegmentedControl", "UISwitch", "UISlider", "UIPageControl",
      ])
    #expect(first.spinner.isAnimating)
    #expect(image.imageView.image != nil && image.imageView.contentMode == .scaleAspectFill)
    #expect(image.captionLabel.text == "ImageViewController · 씨앗 002")
    #expect(container.stageView.layer.cornerRadius == 16)
    #expect(container.title == "스토리보드 Storyboard")
    _ = window
  }

  @Test("the container scene lays out against the safe area; children fill their containers")
  func layout() {
    let (container, window) = loadContainer()

    let first = container.children[0].view!
    let image = container.children[1].view!

    // The title's 22-point bold line is 26.6 points tall in Inter (San Francisco's is 26.3),
    // rounded up to 27 at scale 1.
    #expect(first.superview?.frame == CGRect(x: 16, y: 100, width: 358, height: 190))
    #expect(image.superview?.frame == CGRect(x: 16, y: 302, width: 358, height: 120))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 358, height: 190))
    #expect(image.frame == CGRect(x: 0, y: 0, width: 358, height: 120))
    #expect(container.stageView.frame == CGRect(x: 16, y: 486, width: 358, height: 322))
    #expect(container.stageView.constraints.allSatisfy { $0.constant != 361 })

    window.resize(to: CGSize(width: 600, height: 900))
    clock.settle()

    #expect(first.frame == CGRect(x: 0, y: 0, width: 568, height: 190))
    #expect(container.stageView.frame == CGRect(x: 16, y: 486, width: 568, height: 378))
  }

  @Test("seed 001: its programmatic sample adds firstChildVC from the storyboard to the stage")
  func seed001Sample() {
    let (container, window) = loadContainer()
    _ = SeedLog.take()

    container.addFirstChildFromStoryboard()
    clock.settle()

    let child = container.children.last as? FirstChildVC
    #expect(container.children.count == 3)
    #expect(child?.view.frame == container.stageView.frame)
    #expect(child?.titleLabel.text == "FirstChildVC")
    #expect(
      SeedLog.take() == [
        "FirstChildVC awakeFromNib", "FirstChildVC willMove(to: ViewController)",
        "FirstChildVC viewDidLoad", "FirstChildVC viewWillAppear",
        "FirstChildVC didMove(to: ViewController)", "FirstChildVC viewDidAppear",
      ])
    _ = window
  }

  @Test("seed 002: its sample, run by the storyboard's button, replaces the stage's child")
  func seed002SampleFromButton() {
    let (container, window) = loadContainer()
    container.addFirstChildFromStoryboard()
    clock.settle()
    let staged = container.children.last
    _ = SeedLog.take()
    let button =
      container.view.subviews.compactMap { $0 as? UIStackView }.first!
      .arrangedSubviews[1] as! UIButton

    button.sendActions(for: .touchUpInside)
    clock.settle()

    let child = container.children.last as? ImageViewController
    #expect(button.accessibilityIdentifier == "addImageViewController")
    // The photo's intrinsic size gives way to the stage: the scene's layout stays as it was.
    #expect(container.stageView.frame == CGRect(x: 16, y: 486, width: 358, height: 322))
    #expect(container.view.subviews[0].frame == CGRect(x: 20, y: 40, width: 350, height: 27))
    #expect(staged?.parent == nil && staged?.view.superview == nil)
    #expect(child?.view.frame == container.stageView.frame)
    #expect(
      SeedLog.take() == [
        "FirstChildVC willMove(to: nil)", "FirstChildVC viewWillDisappear",
        "FirstChildVC didMove(to: nil)", "ImageViewController awakeFromNib",
        "ImageViewController willMove(to: ViewController)", "ImageViewController viewDidLoad",
        "ImageViewController viewWillAppear", "ImageViewController didMove(to: ViewController)",
        "FirstChildVC viewDidDisappear", "ImageViewController viewDidAppear",
      ])
    _ = window
  }

  @Test("seeds 001 and 002: the container scene with both embedded children, rendered")
  func seedContainer() throws {
    let recorder = ExceptionRecorder()
    let container = try #require(
      UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController())

    assertSnapshot(
      of: container, as: .image(size: UIScreen.main.bounds.size),
      named: "storyboard-seed-container")

    #expect(recorder.exceptions.isEmpty)
  }
}
