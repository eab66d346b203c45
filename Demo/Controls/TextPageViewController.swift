import UIKit

/// Page 4: text — Korean and Latin mixed, alignment, wrapping and truncation — in a vertical
/// stack view, so each label takes the height its text needs at the page's width.
final class TextPageViewController: TourViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "글자 Text"
    view.backgroundColor = .systemYellow
    let samples: [(String, UIFont, NSTextAlignment, Int)] = [
      ("큰 제목 Large title", .preferredFont(forTextStyle: .largeTitle), .natural, 1),
      ("가운데 정렬 centred", .preferredFont(forTextStyle: .headline), .center, 1),
      ("오른쪽 right", .preferredFont(forTextStyle: .body), .right, 1),
      (
        "부모 컨테이너는 자식의 루트 뷰의 크기와 위치를 관리하고, 자식은 자신의 뷰 계층을 계속 관리합니다. "
          + "The container sizes and places each child's root view.",
        .preferredFont(forTextStyle: .body), .natural, 0
      ),
      (
        "HÉLLÖ Ωμέγα Привет 한국어 مرحبا שלום नमस्ते 😀", .preferredFont(forTextStyle: .body),
        .natural, 0
      ),
      (
        "한 줄에 들어가지 않는 아주 긴 문장은 말줄임표로 끝납니다 — long lines end with an ellipsis",
        .preferredFont(forTextStyle: .callout), .natural, 1
      ),
    ]
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 16
    for (text, font, alignment, lines) in samples {
      let label = UILabel()
      label.text = text
      label.font = font
      label.adjustsFontForContentSizeCategory = true
      label.textAlignment = alignment
      label.numberOfLines = lines
      // A long single line gives way to the page's width and truncates.
      label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      stack.addArrangedSubview(label)
    }
    stack.addArrangedSubview(styledLabel())
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }

  /// Attributed text: one label in several fonts and colours, with an icon, a highlight, an
  /// underline and a strike-through.
  private func styledLabel() -> UILabel {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let icon = NSTextAttachment(image: DemoIcons.sliders)
    icon.bounds = CGRect(x: 0, y: -4, width: 20, height: 20)
    let text = NSMutableAttributedString(attachment: icon)
    text.append(
      NSAttributedString(string: " 굵게 bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    )
    let pieces: [(String, [NSAttributedString.Key: Any])] = [
      (", ", [.font: body]),
      ("빨강 red", [.font: body, .foregroundColor: UIColor.systemRed]),
      (", ", [.font: body]),
      ("밑줄 underlined", [.font: body, .underlineStyle: NSUnderlineStyle.single.rawValue]),
      (", ", [.font: body]),
      ("취소선 struck", [.font: body, .strikethroughStyle: NSUnderlineStyle.single.rawValue]),
      (" & ", [.font: body]),
      ("형광펜 highlighted", [.font: body, .backgroundColor: UIColor.white]),
    ]
    for (piece, attributes) in pieces {
      text.append(NSAttributedString(string: piece, attributes: attributes))
    }
    let label = UILabel()
    label.numberOfLines = 0
    label.attributedText = text
    label.adjustsFontForContentSizeCategory = true
    return label
  }
}
