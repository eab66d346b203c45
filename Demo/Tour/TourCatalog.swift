import UIKit

/// What the tour shows: its tabs, in order, and the sections and rows of each tab's list.
///
/// Five tabs, as an iPhone tab bar shows them without a More tab: the storyboard's scenes,
/// seeds of containment, are a section of the Containers list, and lists have a tab of their
/// own.
@MainActor
enum TourCatalog {
  /// A section of a tab's list: its rows, under a header when it has a title.
  struct Section {
    var header: String?
    let items: [TourItem]
  }

  struct Tab {
    let title: String
    let icon: UIImage
    let sections: [Section]

    /// Every row of the list, section after section: what `UIKIT_DEMO_START_ITEM` counts.
    var items: [TourItem] { sections.flatMap(\.items) }
  }

  static let tabs: [Tab] = [
    Tab(
      title: "Containers", icon: DemoIcons.pages,
      sections: [Section(items: containers), Section(header: "Main.storyboard", items: storyboard)]
    ),
    Tab(title: "Presentation", icon: DemoIcons.tray, sections: [Section(items: presentation)]),
    Tab(title: "Animation", icon: DemoIcons.book, sections: [Section(items: animation)]),
    Tab(title: "Controls", icon: DemoIcons.sliders, sections: [Section(items: controls)]),
    Tab(title: "Lists", icon: DemoIcons.list, sections: [Section(items: lists)]),
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
  ]

  private static let lists = [
    TourItem(title: "100,000 rows", subtitle: "A table whose cells are reused") {
      HundredThousandRowsViewController()
    },
    TourItem(title: "Diffable list", subtitle: "Snapshots insert, remove and shuffle") {
      DiffableListViewController()
    },
    TourItem(title: "Compositional layout", subtitle: "A section that scrolls sideways") {
      CompositionalLayoutViewController()
    },
    TourItem(title: "Swipe actions & reordering", subtitle: "A mailbox: swipe a row, Edit, drag") {
      MailboxViewController()
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
