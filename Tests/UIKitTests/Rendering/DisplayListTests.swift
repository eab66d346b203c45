import Testing
import UIKitTestSupport

@testable import UIKit

/// The display list is the contract between the core and any host: these tests read it as a
/// list, through the recording renderer, with no pixels and no SDL.
@Suite("The display list: what a host is asked to draw", .uiTest)
@MainActor
struct DisplayListTests {
  let recorder = RecordingRenderer()
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 200, height: 100))

  private func color(_ color: UIColor) -> DisplayColor { DisplayColor(color.cgColor) }

  private func view(_ frame: CGRect, _ background: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = background
    return view
  }

  @Test("views draw back to front as fills in window space")
  func fillsInOrder() {
    let back = view(CGRect(x: 10, y: 10, width: 100, height: 50), .systemRed)
    back.addSubview(view(CGRect(x: 5, y: 5, width: 20, height: 20), .systemBlue))
    window.addSubview(back)
    window.addSubview(view(CGRect(x: 150, y: 0, width: 10, height: 10), .systemGreen))
    UIApplication.shared.advance(by: 0)

    let list = recorder.record(window)

    #expect(
      list.items == [
        .fill(CGRect(x: 10, y: 10, width: 100, height: 50), color(.systemRed)),
        .fill(CGRect(x: 15, y: 15, width: 20, height: 20), color(.systemBlue)),
        .fill(CGRect(x: 150, y: 0, width: 10, height: 10), color(.systemGreen)),
      ])
  }

  @Test("a rounded, bordered view: shadow and background below its subviews, border above")
  func layerDecorationsInCoreAnimationOrder() {
    let card = view(CGRect(x: 20, y: 20, width: 80, height: 40), .white)
    card.layer.cornerRadius = 8
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = CGSize(width: 0, height: 3)
    card.addSubview(view(CGRect(x: 10, y: 10, width: 10, height: 10), .systemBlue))
    window.addSubview(card)
    UIApplication.shared.advance(by: 0)

    let list = recorder.record(window)

    let frame = CGRect(x: 20, y: 20, width: 80, height: 40)
    #expect(
      list.items == [
        .shadow(
          frame.offsetBy(dx: 0, dy: 3), cornerRadius: 8, blur: 4,
          DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
        .roundedFill(frame, cornerRadius: 8, color(.white)),
        .fill(CGRect(x: 30, y: 30, width: 10, height: 10), color(.systemBlue)),
        .border(frame, cornerRadius: 8, width: 2, color(.black)),
      ])
  }

  @Test("clipsToBounds pushes a clip around the subviews and pops it after them")
  func clipAroundSubviews() {
    let clipper = view(CGRect(x: 0, y: 0, width: 50, height: 50), .systemGray)
    clipper.clipsToBounds = true
    clipper.addSubview(view(CGRect(x: 40, y: 40, width: 30, height: 30), .systemRed))
    window.addSubview(clipper)
    UIApplication.shared.advance(by: 0)

    let list = recorder.record(window)

    #expect(
      list.items == [
        .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color(.systemGray)),
        .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)),
        .fill(CGRect(x: 40, y: 40, width: 30, height: 30), color(.systemRed)),
        .popClip,
      ])
  }

  @Test("a half-transparent view over children is one composited layer; a leaf folds its alpha")
  func groupOpacity() {
    let group = view(CGRect(x: 0, y: 0, width: 60, height: 60), .systemRed)
    group.alpha = 0.5
    group.addSubview(view(CGRect(x: 10, y: 10, width: 20, height: 20), .systemBlue))
    let leaf = view(CGRect(x: 100, y: 0, width: 10, height: 10), .systemGreen)
    leaf.alpha = 0.5
    window.addSubview(group)
    window.addSubview(leaf)
    UIApplication.shared.advance(by: 0)

    let list = recorder.record(window)

    guard case .layer(let layer) = list.items.first else {
      Issue.record("expected a composited layer first, got \(list.items)")
      return
    }
    #expect(layer.opacity == 0.5)
    #expect(layer.transform == CGAffineTransform.identity)
    #expect(
      layer.content.items == [
        .fill(CGRect(x: 0, y: 0, width: 60, height: 60), color(.systemRed)),
        .fill(CGRect(x: 10, y: 10, width: 20, height: 20), color(.systemBlue)),
      ])
    var faded = color(.systemGreen)
    faded.alpha = 0.5
    #expect(list.items.dropFirst() == [.fill(CGRect(x: 100, y: 0, width: 10, height: 10), faded)])
  }

  @Test("a rotated leaf is drawn through a transform; a rotated parent becomes a layer")
  func rotation() {
    let leaf = view(CGRect(x: 0, y: 0, width: 20, height: 20), .systemRed)
    leaf.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let parent = view(CGRect(x: 100, y: 20, width: 40, height: 40), .systemBlue)
    parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
    parent.addSubview(view(CGRect(x: 0, y: 0, width: 10, height: 10), .systemGreen))
    window.addSubview(leaf)
    window.addSubview(parent)
    UIApplication.shared.advance(by: 0)

    let list = recorder.record(window)

    #expect(list.items.count == 4)
    #expect(list.items[0] == .pushTransform(leaf.layer.modelState.toSuperlayer))
    #expect(list.items[1] == .fill(CGRect(x: 0, y: 0, width: 20, height: 20), color(.systemRed)))
    #expect(list.items[2] == .popTransform)
    guard case .layer(let layer) = list.items[3] else {
      Issue.record("expected the rotated parent as a layer, got \(list.items[3])")
      return
    }
    #expect(layer.transform == parent.layer.modelState.toSuperlayer)
    #expect(layer.content.items.count == 2)
  }

  @Test("a label's lines arrive as text runs with its font and resolved colour")
  func labelTextRuns() {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
    label.text = "안녕 Hello"
    label.textColor = .systemIndigo
    window.addSubview(label)
    UIApplication.shared.advance(by: 0)

    let list = recorder.record(window)

    guard case .text(let run) = list.items.first, list.items.count == 1 else {
      Issue.record("expected one text run, got \(list.items)")
      return
    }
    #expect(run.text == "안녕 Hello")
    #expect(run.font == UIFont.systemFont(ofSize: 17).face)
    #expect(run.color == color(.systemIndigo))
    #expect(run.origin.x == 10)
    #expect(recorder.texts == ["안녕 Hello"])
  }

  @Test("an unchanged window keeps its list and stamp, so a host draws nothing new")
  func unchangedFramesKeepTheirStamp() {
    window.addSubview(view(CGRect(x: 0, y: 0, width: 10, height: 10), .systemRed))
    UIApplication.shared.advance(by: 0)
    let stamp = window.displayListStamp
    let list = window.displayList

    UIApplication.shared.advance(by: 1)
    let unchanged = window.displayListStamp == stamp && window.displayList == list
    window.subviews[0].backgroundColor = .systemBlue
    UIApplication.shared.advance(by: 0)

    #expect(unchanged)
    #expect(window.displayListStamp != stamp)
  }

  @Test("UIGraphicsImageRenderer draws with cairo and hands views to the installed rasterizer")
  func imageRendererRecords() {
    UIApplication.shared.rasterizer = recorder
    let card = view(CGRect(x: 0, y: 0, width: 40, height: 20), .systemTeal)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2

    let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 30), format: format)
      .image { context in
        UIColor.systemRed.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 30))
        UIColor.black.setStroke()
        context.stroke(CGRect(x: 1, y: 1, width: 10, height: 10))
        card.drawHierarchy(in: CGRect(x: 5, y: 5, width: 20, height: 10), afterScreenUpdates: true)
      }

    #expect(image.size == CGSize(width: 50, height: 30))
    #expect(image.scale == 2)
    #expect(image.bitmap.color(atX: 40, y: 40) == [255, 59, 48, 255])
    let items = recorder.frames.last?.items ?? []
    guard case .layer(let layer) = items.first, items.count == 1 else {
      Issue.record("drawHierarchy should hand the view to the rasterizer as one layer")
      return
    }
    #expect(layer.contentRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(
      layer.content.items == [.fill(CGRect(x: 0, y: 0, width: 40, height: 20), color(.systemTeal))])
  }
}
