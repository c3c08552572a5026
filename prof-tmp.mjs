import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
// long tasks observer
await page.addInitScript(() => { window.__lt=[]; new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__lt.push([Math.round(e.startTime),Math.round(e.duration)]);}).observe({type:'longtask',buffered:true}); });
await page.goto(process.argv[2]);
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
console.log('longtasks', JSON.stringify(await page.evaluate(()=>window.__lt)));
const byId = new Map(profile.nodes.map(n=>[n.id,n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children||[]) parent.set(c, n.id);
// per long task window: top-level self per function
const lts = await page.evaluate(()=>window.__lt);
let t = profile.startTime; const times=[]; for (let i=0;i<profile.samples.length;i++){ t+=profile.timeDeltas[i]; times.push(t); }
// relate: performance timeOrigin vs profile clock unknown; print aggregate inclusive for all samples of app code instead
const incl=new Map(), self=new Map();
for (let i=0;i<profile.samples.length;i++){ let id=profile.samples[i]; const n=byId.get(id); const cf=n.callFrame; if (cf.functionName==='(idle)'||cf.functionName==='(program)') continue;
  const k=`${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k,(self.get(k)||0)+1);
  const seen=new Set(); while(id!==undefined){ const m=byId.get(id).callFrame; const kk=`${m.functionName||'(anon)'} ${m.url.split('/').pop()}:${m.lineNumber}`; if(!seen.has(kk)){incl.set(kk,(incl.get(kk)||0)+1); seen.add(kk);} id=parent.get(id);} }
const ms = (c)=> (c*0.2).toFixed(1);
console.log('SELF'); for (const [k,v] of [...self].sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log(ms(v),k);
console.log('INCL'); for (const [k,v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0,60)) console.log(ms(v),k);
await browser.close();
