import UIKit

/// What the tour shows: its tabs, in order, and the rows of each tab's list.
@MainActor
enum TourCatalog {
  struct Tab {
    let title: String
    let icon: UIImage
    let items: [TourItem]
  }

  static let tabs: [Tab] = [
    Tab(title: "Containers", icon: DemoIcons.pages, items: containers),
    Tab(title: "Presentation", icon: DemoIcons.tray, items: presentation),
    Tab(title: "Animation", icon: DemoIcons.book, items: animation),
    Tab(title: "Controls", icon: DemoIcons.sliders, items: controls),
    Tab(title: "Storyboard", icon: DemoIcons.person, items: storyboard),
  ]

  private static let containers = [
    TourItem(title: "Seed 000 · cycle(from:to:)", subtitle: "A custom container's transitions") {
      CycleContainerViewController()
    },
    TourItem(title: "Seed 001 · an embedded child", subtitle: "addChild, anchors, didMove") {
      WelcomePageViewController()
    },
    TourItem(title: "Seed 003 · stacked children", subtitle: "CustomContainerViewController") {
      StackedChildrenViewController()
    },
    TourItem(title: "Page view controller", subtitle: "Scrolling pages with dots") {
      StoryPageViewController(style: .scroll)
    },
    TourItem(title: "Page curl", subtitle: "A book, page by page") {
      StoryPageViewController(style: .pageCurl)
    },
    TourItem(
      title: "Split view controller", subtitle: "Collapses when the window narrows",
      presentsFullScreen: true
    ) {
      SplitPageViewController()
    },
    TourItem(title: "Drawer", subtitle: "Custom transition, driven by a drag") {
      DrawerPageViewController()
    },
    TourItem(title: "Navigation stack", subtitle: "Push deeper, a toolbar and its menu") {
      SettingsListViewController(level: 0, title: "Settings")
    },
  ]

  private static let presentation = [
    TourItem(title: "Presentation styles", subtitle: "Sheets, popover, full screen, albums") {
      PresentationPageViewController()
    },
    TourItem(title: "Drawer", subtitle: "Present and dismiss interactively") {
      DrawerPageViewController()
    },
  ]

  private static let animation = [
    TourItem(title: "Motion", subtitle: "UIView.animate, springs, a display link") {
      MotionPageViewController()
    },
    TourItem(title: "Layers", subtitle: "Shapes, gradients, keyframes") {
      LayersPageViewController()
    },
    TourItem(title: "Animator & transitions", subtitle: "Scrub a property animator; flips, curls") {
      AnimatorScrubViewController()
    },
    TourItem(title: "Dynamics", subtitle: "Gravity, collisions, a flick, a swipe, a snap") {
      DynamicsViewController()
    },
    TourItem(title: "Blur", subtitle: "UIVisualEffectView materials and vibrancy") {
      BlurViewController()
    },
    TourItem(title: "Scroll & zoom", subtitle: "Scroll indicators, Ctrl+wheel zoom") {
      ZoomingScrollViewController()
    },
    TourItem(title: "Drawing", subtitle: "Corners, borders, shadows, images") {
      DrawingPageViewController()
    },
  ]

  private static let controls = [
    TourItem(title: "Controls", subtitle: "Button, switch, slider, 한글 input") {
      ControlsPageViewController()
    },
    TourItem(title: "Text", subtitle: "Scripts, wrapping, truncation") {
      TextPageViewController()
    },
    TourItem(title: "100,000 rows", subtitle: "A table whose cells are reused") {
      HundredThousandRowsViewController()
    },
    TourItem(title: "Diffable list", subtitle: "Snapshots insert, remove and shuffle") {
      DiffableListViewController()
    },
    TourItem(title: "Compositional layout", subtitle: "A section that scrolls sideways") {
      CompositionalLayoutViewController()
    },
  ]

  private static let storyboard = [
    TourItem(title: "Main.storyboard", subtitle: "The initial scene: seeds 001 and 002") {
      scene(nil)
    },
    TourItem(title: "firstChildVC", subtitle: "A scene by its storyboard identifier") {
      scene("firstChildVC")
    },
    TourItem(title: "imageViewController", subtitle: "A scene by its storyboard identifier") {
      scene("imageViewController")
    },
  ]

  /// A scene of the demo's Main.storyboard: the initial one, or one by identifier.
  private static func scene(_ identifier: String?) -> UIViewController {
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    guard let identifier else {
      return storyboard.instantiateInitialViewController() ?? UIViewController()
    }
    return storyboard.instantiateViewController(withIdentifier: identifier)
  }
}
