import UIKit

/// Page 4: text — Korean and Latin mixed, alignment, wrapping and truncation.
final class TextPageViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "글자 Text"
    view.backgroundColor = .systemYellow
    let width = view.bounds.width - 40
    let samples: [(String, UIFont, NSTextAlignment, Int)] = [
      ("큰 제목 Large title", .preferredFont(forTextStyle: .largeTitle), .left, 1),
      ("가운데 정렬 centred", .preferredFont(forTextStyle: .headline), .center, 1),
      ("오른쪽 right", .preferredFont(forTextStyle: .body), .right, 1),
      (
        "부모 컨테이너는 자식의 루트 뷰의 크기와 위치를 관리하고, 자식은 자신의 뷰 계층을 계속 관리합니다. "
          + "The container sizes and places each child's root view.",
        .preferredFont(forTextStyle: .body), .left, 0
      ),
      (
        "한 줄에 들어가지 않는 아주 긴 문장은 말줄임표로 끝납니다 — long lines end with an ellipsis",
        .preferredFont(forTextStyle: .callout), .left, 1
      ),
    ]
    var y: CGFloat = 20
    for (text, font, alignment, lines) in samples {
      let label = UILabel()
      label.text = text
      label.font = font
      label.textAlignment = alignment
      label.numberOfLines = lines
      let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
      label.frame = CGRect(x: 20, y: y, width: width, height: height)
      label.autoresizingMask = [.flexibleWidth]
      view.addSubview(label)
      y += height + 16
    }
  }
}
