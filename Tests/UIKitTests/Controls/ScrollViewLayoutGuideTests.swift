import Testing
import UIKit
import UIKitTestSupport

@Suite("UIScrollView's content and frame layout guides", .uiTest)
@MainActor
struct ScrollViewLayoutGuideTests {
  let clock = ManualClock()
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 500))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
  let content = UIView()

  init() {
    scrollView.contentInsetAdjustmentBehavior = .never
    window.addSubview(scrollView)
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
  }

  /// The usual iOS recipe: content pinned to the content guide, as wide as the frame guide.
  private func pinContent(height: CGFloat) -> NSLayoutConstraint {
    let guide = scrollView.contentLayoutGuide
    let height = content.heightAnchor.constraint(equalToConstant: height)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      height,
    ])
    return height
  }

  @Test("the guides are the scroll view's, once each, with UIKit's identifiers")
  func identity() {
    #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
    #expect(scrollView.contentLayoutGuide.owningView === scrollView)
    #expect(scrollView.frameLayoutGuide.owningView === scrollView)
    #expect(scrollView.contentLayoutGuide.identifier == "UIScrollView-contentLayoutGuide")
    #expect(scrollView.frameLayoutGuide.identifier == "UIScrollView-frameLayoutGuide")
  }

  @Test("content pinned to the content guide sets the content size; the frame guide its width")
  func contentSizeFromConstraints() {
    let height = pinContent(height: 1000)
    clock.settle()

    #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    #expect(
      scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))

    height.constant = 1500
    clock.settle()

    #expect(scrollView.contentSize == CGSize(width: 300, height: 1500))
  }

  @Test("the frame guide does not scroll: a view pinned to it stays put while the content moves")
  func frameGuideStaysPut() {
    _ = pinContent(height: 1000)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    clock.settle()
    let before = badge.convert(badge.bounds, to: nil)

    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    clock.settle()

    #expect(before == CGRect(x: 250, y: 110, width: 40, height: 20))
    #expect(badge.convert(badge.bounds, to: nil) == before)
    #expect(badge.frame.minY == 260)
    #expect(content.frame.minY == 0 && scrollView.bounds.minY == 250)
    #expect(
      scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 300, height: 400))
  }

  @Test("where constraints leave the content guide's size open, the contentSize set stays")
  func contentSizeSetByTheApp() {
    scrollView.contentSize = CGSize(width: 500, height: 800)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 5),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.heightAnchor.constraint(equalToConstant: 50),
    ])
    clock.settle()

    #expect(scrollView.contentSize == CGSize(width: 500, height: 800))
    #expect(
      scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 800))
    #expect(content.frame == CGRect(x: 0, y: 5, width: 50, height: 50))

    scrollView.contentSize = CGSize(width: 600, height: 900)
    clock.settle()

    #expect(scrollView.contentLayoutGuide.layoutFrame.size == CGSize(width: 600, height: 900))
  }

  @Test("content taller than the frame scrolls to its end: the content size bounds the offset")
  func scrollsToTheEnd() {
    _ = pinContent(height: 1000)
    clock.settle()

    scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    clock.settle()

    #expect(scrollView.contentOffset.y == 600)
    #expect(content.convert(CGPoint(x: 0, y: 1000), to: nil).y == 500)
  }

  @Test("the scroll view's own edges, to its content, are the content area's: the older recipe")
  func edgesOfTheScrollView() {
    scrollView.contentSize = CGSize(width: 300, height: 2000)
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ])
    clock.settle()

    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
    #expect(scrollView.contentSize == CGSize(width: 300, height: 1200))

    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    clock.settle()

    #expect(content.frame.minY == 0)
  }

  @Test("a content size that is not a number is not what the content guide prefers")
  func nonFiniteContentSize() {
    let guide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])

    scrollView.contentSize = CGSize(width: CGFloat.nan, height: .infinity)
    clock.settle()

    #expect(guide.layoutFrame == .zero)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("its margins are the content area's too; its centres are its frame's, which stays put")
  func marginsAndCentres() {
    scrollView.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    // The content's edge to the scroll view's margin, as Interface Builder's "constrain to
    // margins" writes it.
    let margin = { (edge: NSLayoutConstraint.Attribute, margin: NSLayoutConstraint.Attribute) in
      NSLayoutConstraint(
        item: self.content, attribute: edge, relatedBy: .equal, toItem: self.scrollView,
        attribute: margin, multiplier: 1, constant: 0)
    }
    NSLayoutConstraint.activate([
      margin(.top, .topMargin), margin(.leading, .leadingMargin),
      margin(.trailing, .trailingMargin), margin(.bottom, .bottomMargin),
      content.widthAnchor.constraint(equalToConstant: 240),
      content.heightAnchor.constraint(equalToConstant: 900),
      badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    clock.settle()
    let onScreen = badge.convert(badge.bounds, to: nil)

    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    clock.settle()

    #expect(content.frame == CGRect(x: 20, y: 10, width: 240, height: 900))
    #expect(scrollView.contentSize == CGSize(width: 300, height: 940))
    #expect(onScreen == CGRect(x: 140, y: 290, width: 20, height: 20))
    #expect(badge.convert(badge.bounds, to: nil) == onScreen)
  }
}
