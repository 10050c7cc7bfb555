#!/usr/bin/python3
"""What Waymark should take from an extract near one location, computed with pyosmium (libosmium), as a reference
for Tests/WaymarkKitTests/OSM/OSMExtractReaderTests.swift: the nodes in the 1/64° cells within 2 km of the
location, and the count of shapes of each style (each way cut to its runs of nodes near the location; each
multipolygon relation's whole outer ways joined into rings by their end nodes, its inner ways likewise into the holes
cut out of them, the rest drawn as outlines), and libosmium's own count of inner rings for the relations near it.

    /usr/bin/python3 benchmarks/osm_extract_reference.py LAT LON [FILE]   (FILE: Tests/Fixtures/osm/Helsinki.osm.pbf)
"""
import math
import os
import sys
from collections import Counter

import osmium

F = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(__file__), "..", "Tests/Fixtures/osm/Helsinki.osm.pbf")
lat0,lon0=float(sys.argv[1]),float(sys.argv[2])
cells=set()
span=2000/111320; lspan=span/max(0.05,math.cos(math.radians(lat0)))
for r in range(math.floor((lat0-span)*64), math.floor((lat0+span)*64)+1):
    for c in range(math.floor((lon0-lspan)*64), math.floor((lon0+lspan)*64)+1): cells.add((r,c))
def inside(lat,lon): return (math.floor(lat*64),math.floor(lon*64)) in cells
streets={"motorway","trunk","primary","secondary","tertiary","motorway_link","trunk_link","primary_link","secondary_link","tertiary_link","unclassified","residential","living_street","pedestrian"}
class H(osmium.SimpleHandler):
    def __init__(s): super().__init__(); s.n=0; s.loc={}; s.ways=[]; s.ways2=[]; s.places=[]; s.untagged={}; s.relations=[]
    def node(s,n):
        # use 1e-7 ints like the extract
        lat=n.location.y/1e7; lon=n.location.x/1e7
        if inside(lat,lon):
            s.n+=1; s.loc[n.id]=(n.location.y,n.location.x)
    def runs(s,refs):
        runs=[];run=[]
        for r in refs:
            if r in s.loc: run.append(s.loc[r])
            else:
                if len(run)>=2: runs.append(run)
                run=[]
        if len(run)>=2: runs.append(run)
        return runs
    def way(s,w):
        t={k.k:k.v for k in w.tags}
        refs=[r.ref for r in w.nodes]
        if len(refs)<2: return
        if not t:
            runs=s.runs(refs)
            if runs: s.untagged[w.id]=(refs,runs,len(runs)==1 and len(runs[0])==len(refs))
            return
        kind=None
        if 'highway' in t:
            kind='hw' if t['highway'] in streets else None
            if kind and t['highway']=='pedestrian' and t.get('area')=='yes' and refs[0]==refs[-1]: kind='area'
        elif 'railway' in t: kind='rail' if t['railway'] in ('rail','light_rail','subway','tram') else None
        elif 'waterway' in t: kind='ww' if t['waterway'] in ('river','canal','stream','riverbank','dock') else None
        else:
            area = t.get('natural') in ('water','wood') or 'water' in t or t.get('leisure') in ('park','garden') or t.get('landuse') in ('grass','forest','recreation_ground','meadow','reservoir','basin')
            kind='area' if area and refs[0]==refs[-1] else None
        if not kind: return
        runs=s.runs(refs)
        s.ways2.append((w.id,kind,t.get('highway') or t.get('railway') or t.get('waterway') or 'area',t.get('name'),len(refs),runs,t))
        s.ways.append((w.id,kind,t.get('highway') or t.get('railway') or t.get('waterway') or 'area',t.get('name'),len(refs),runs))
    def relation(s,r):
        t={k.k:k.v for k in r.tags}
        if t.get('type')!='multipolygon' or not is_area(t): return
        outers=[s.untagged[m.ref] for m in r.members if m.type=='w' and m.role in ('outer','') and m.ref in s.untagged]
        inners=[s.untagged[m.ref] for m in r.members if m.type=='w' and m.role=='inner' and m.ref in s.untagged]
        whole=all(m.ref in s.untagged and s.untagged[m.ref][2] for m in r.members if m.type=='w' and m.role in ('outer','','inner'))
        s.relations.append((t,outers,inners,whole,r.id))
def is_area(t):
    # As for a closed way: a pedestrian area (a square) is an area only with area=yes.
    if 'highway' in t: return t['highway']=='pedestrian' and t.get('area')=='yes'
    return t.get('natural') in ('water','wood') or 'water' in t or t.get('leisure') in ('park','garden') or t.get('landuse') in ('grass','forest','recreation_ground','meadow','reservoir','basin')
def join(outers):
    # Whole ways chained by their end nodes' ids into rings; partial runs and chains that do not close are outlines.
    outlines=[run for refs,runs,whole in outers if not whole for run in runs]
    pieces=[refs for refs,runs,whole in outers if whole]
    used=[False]*len(pieces); rings=[]
    for i in range(len(pieces)):
        if used[i]: continue
        used[i]=True; chain=list(pieces[i])
        while chain[0]!=chain[-1]:
            nxt=next((j for j in range(len(pieces)) if not used[j] and chain[-1] in (pieces[j][0],pieces[j][-1])),None)
            if nxt is None: break
            used[nxt]=True; p=pieces[nxt] if pieces[nxt][0]==chain[-1] else pieces[nxt][::-1]
            chain+=p[1:]
        (rings if chain[0]==chain[-1] and len(chain)>=4 else outlines).append(chain)
    return rings,outlines
def contains(loc,ring,hole):
    def inside(p):
        y,x=loc[p]; c=False
        for a,b in zip(ring,ring[1:]):
            (y1,x1),(y2,x2)=loc[a],loc[b]
            if (y1>y)!=(y2>y) and x < x1+(y-y1)/(y2-y1)*(x2-x1): c=not c
        return c
    return 2*sum(inside(p) for p in hole[:-1]) > len(hole)-1
h=H(); h.apply_file(F, locations=False)
print('nodesNear',h.n)
from collections import Counter
shapes=Counter()
for wid,kind,cls,name,n,runs in h.ways:
    shapes[(kind,cls)]+=len(runs)
print(sum(shapes.values()), sorted(shapes.items()))
m=[(wid,runs[0][:2],len(runs)) for wid,kind,cls,name,n,runs in h.ways if name=='Mannerheimintie' and runs]
def style(kind,cls,t,whole):
    if kind=='hw': return {'primary':'majorStreet','primary_link':'majorStreet','trunk':'majorStreet','motorway':'majorStreet','secondary':'street','tertiary':'street','tertiary_link':'street','secondary_link':'street'}.get(cls,'minorStreet')
    if kind=='rail': return 'rail'
    if kind=='ww': return 'waterway'
    water = t.get('natural')=='water' or 'water' in t or t.get('landuse') in ('reservoir','basin')
    if whole: return 'ring-'+('water' if water else 'area')
    return 'waterway' if water else 'line'
st=Counter()
for wid,kind,cls,name,n,runs,t in h.ways2:
    whole = len(runs)==1 and len(runs[0])==n
    for r in runs: st[style(kind,cls,t,whole) if kind=='area' else style(kind,cls,t,whole)]+=1
print(sorted(st.items()))
print('Mannerheimintie',len(m), m[:3])
mp=Counter()
holes=0
for t,outers,inners,whole,rid in h.relations:
    rings,outlines=join(outers)
    inner,loose=join(inners)
    # A hole is cut out of an outer ring when most of its nodes lie inside one (even-odd ray test).
    cut=[c for c in inner if any(contains(h.loc,o,c) for o in rings)]
    holes+=len(cut)
    outlines+=loose+[c for c in inner if c not in cut]
    water = t.get('natural')=='water' or 'water' in t or t.get('landuse') in ('reservoir','basin')
    mp['ring-'+('water' if water else 'area')]+=len(rings)
    mp['waterway' if water else 'line']+=len(outlines)
print('multipolygons',sorted(mp.items()))
print('inner rings',holes)
# libosmium's own multipolygon assembler, on the relations whose every member way lies whole near the location.
whole_ids={rid for t,o,i,whole,rid in h.relations if whole}
class A(osmium.SimpleHandler):
    def __init__(s): super().__init__(); s.inner=0
    def area(s,a):
        if a.from_way() or a.orig_id() not in whole_ids: return
        s.inner+=sum(len(list(a.inner_rings(o))) for o in a.outer_rings())
a=A(); a.apply_file(F, locations=True)
print('inner rings of whole relations: libosmium',a.inner,'this script',sum(len([c for c in join(i)[0] if any(contains(h.loc,o,c) for o in join(ou)[0])]) for t,ou,i,whole,rid in h.relations if whole))
