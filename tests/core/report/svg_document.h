#pragma once
// The SVG the report writers produce, read back for tests: every element in document order
// with its attributes, its own character data and its parent, and whether the whole parses.

#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>
#include <string>
#include <vector>

namespace svgtest {

// One element of the parsed document, with its own character data and its parent.
struct Element {
    QString name;
    QXmlStreamAttributes attributes;
    QString text;
    int parent = -1;
    QString attr(const char *key) const { return attributes.value(QLatin1String(key)).toString(); }
    double number(const char *key) const { return attr(key).toDouble(); }
    QStringList classes() const { return attr("class").split(' ', Qt::SkipEmptyParts); }
    bool hasClass(const QString &c) const { return classes().contains(c); }
};

struct Document {
    bool wellFormed = false;
    QString error;
    std::vector<Element> elements;

    // Elements whose class attribute is exactly `cls`.
    std::vector<Element> ofClass(const QString &cls) const
    {
        std::vector<Element> out;
        for (const auto &e : elements)
            if (e.attr("class") == cls)
                out.push_back(e);
        return out;
    }
    // Elements having all the given classes (and the given tag, when not empty), in order.
    std::vector<Element> find(const QStringList &classes, const QString &tag = {}) const
    {
        std::vector<Element> out;
        for (const auto &e : elements) {
            if (!tag.isEmpty() && e.name != tag)
                continue;
            bool all = true;
            for (const auto &c : classes)
                all = all && e.hasClass(c);
            if (all)
                out.push_back(e);
        }
        return out;
    }
    // Bars of one kind.
    std::vector<Element> bars(const QString &kind) const { return find({"iv", kind}, "rect"); }
    // Text of the <text> elements having class `cls` (all of them when empty).
    QStringList texts(const QString &cls = {}) const
    {
        QStringList out;
        for (const auto &e : elements)
            if (e.name == "text" && (cls.isEmpty() || e.hasClass(cls)))
                out << e.text;
        return out;
    }
    // The tooltip of element i, or an empty string.
    QString tooltipOf(std::size_t i) const
    {
        for (const auto &e : elements)
            if (e.name == "title" && e.parent == static_cast<int>(i))
                return e.text;
        return {};
    }
    std::size_t count(const QString &tag) const
    {
        return static_cast<std::size_t>(std::count_if(elements.begin(), elements.end(),
                                                      [&](const Element &e) { return e.name == tag; }));
    }
};

inline Document parse(const std::string &svg)
{
    Document doc;
    QXmlStreamReader reader(QByteArray::fromStdString(svg));
    std::vector<std::size_t> open;
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement:
            doc.elements.push_back({reader.name().toString(), reader.attributes(), {},
                                    open.empty() ? -1 : static_cast<int>(open.back())});
            open.push_back(doc.elements.size() - 1);
            break;
        case QXmlStreamReader::EndElement:
            open.pop_back();
            break;
        case QXmlStreamReader::Characters:
            if (!open.empty())
                doc.elements[open.back()].text += reader.text();
            break;
        default:
            break;
        }
    }
    doc.wellFormed = !reader.hasError() && !doc.elements.empty() && doc.elements.front().name == "svg";
    doc.error = reader.errorString();
    return doc;
}

} // namespace svgtest
